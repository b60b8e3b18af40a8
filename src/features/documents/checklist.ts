/**
 * What the bank will want to see (the documents checklist of the account). The list is data: item keys are
 * the categories a document is filed under (documents.category); their titles and hints live in messages
 * (`documents.checklist`). Employees and self-employed people prove their income differently; the rest is
 * the same for everyone.
 */
export const EMPLOYMENT_TYPES = ['employee', 'selfEmployed'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** The documents of the checklist (each has a title and a hint in messages: `documents.checklist.items.<key>`). */
export type ChecklistKey =
  | 'identity'
  | 'residencePermit'
  | 'payslips'
  | 'employmentContract'
  | 'taxAssessments'
  | 'annualAccounts'
  | 'bwa'
  | 'bankStatements'
  | 'equity'
  | 'existingLoans'
  | 'expose'
  | 'landRegister'
  | 'floorPlans'
  | 'livingSpace'
  | 'declarationOfDivision'
  | 'purchaseContract';

export interface ChecklistItem {
  key: ChecklistKey;
  /** Who needs it; absent: everybody. */
  only?: EmploymentType;
}

export interface ChecklistSection {
  key: 'personal' | 'income' | 'finances' | 'property';
  items: readonly ChecklistItem[];
}

export const CHECKLIST: readonly ChecklistSection[] = [
  { key: 'personal', items: [{ key: 'identity' }, { key: 'residencePermit' }] },
  {
    key: 'income',
    items: [
      { key: 'payslips', only: 'employee' },
      { key: 'employmentContract', only: 'employee' },
      { key: 'taxAssessments', only: 'selfEmployed' },
      { key: 'annualAccounts', only: 'selfEmployed' },
      { key: 'bwa', only: 'selfEmployed' },
    ],
  },
  { key: 'finances', items: [{ key: 'bankStatements' }, { key: 'equity' }, { key: 'existingLoans' }] },
  { key: 'property', items: [{ key: 'expose' }, { key: 'landRegister' }, { key: 'floorPlans' }, { key: 'livingSpace' }, { key: 'declarationOfDivision' }, { key: 'purchaseContract' }] },
];

/** Every category a document may carry (the items of both lists). */
export const CHECKLIST_KEYS: readonly ChecklistKey[] = CHECKLIST.flatMap((s) => s.items.map((i) => i.key));

export function isChecklistKey(value: unknown): value is ChecklistKey {
  return typeof value === 'string' && (CHECKLIST_KEYS as readonly string[]).includes(value);
}

export function isEmploymentType(value: unknown): value is EmploymentType {
  return typeof value === 'string' && (EMPLOYMENT_TYPES as readonly string[]).includes(value);
}

/** The checklist for one employment type, sections in order. */
export function checklistFor(type: EmploymentType): { key: ChecklistSection['key']; items: ChecklistItem[] }[] {
  return CHECKLIST.map((s) => ({ key: s.key, items: s.items.filter((i) => !i.only || i.only === type) }));
}
