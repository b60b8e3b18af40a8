/**
 * The back office's lead pipeline (issue 28, ADR 038) on PGlite and PostgreSQL: the defined stages and the moves
 * allowed between them, a stale form refused rather than overwriting a colleague's change, the forecast's
 * bounds, notes, and every change in the audit log; the list's filters and who may see which lead.
 */
import { eq } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startBoss, stopBoss } from '@/server/queues';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { aLead, anAdvisor, aStaffMember } from '../support/builders';
import { documents } from '@/features/documents/tables';
import { emails } from '@/features/email/tables';
import { leads } from '@/features/leads/tables';
import { reviewDocument } from '@/features/documents/server';
import { auditEntries } from '@/features/audit/server';
import { addLeadNote, allowedMoves, assignLeadAdvisor, changeLeadStage, sendLeadMessage, setLeadForecast, STAGE_MOVES, PIPELINE_STAGES } from '@/features/leads/server';
import { leadCase, listLeads, parseLeadListFilter } from '@/features/backoffice/server';

const NOW = new Date('2026-11-27T10:00:00Z');

describe('the stages and their moves', () => {
  test('every move goes to a defined stage; won is final; lost can be reopened; older values may go anywhere', () => {
    for (const [from, moves] of Object.entries(STAGE_MOVES)) {
      for (const to of moves) expect(PIPELINE_STAGES, `${from} → ${to}`).toContain(to);
      expect(moves, from).not.toContain(from);
    }
    expect(allowedMoves('closed_won')).toEqual([]);
    expect(allowedMoves('closed_lost')).toEqual(['contacted']);
    expect(allowedMoves('new')).not.toContain('closed_won');
    expect(allowedMoves('qualified')).toHaveLength(PIPELINE_STAGES.length);
  });
});

describe.each(DATABASE_KINDS)('the lead pipeline on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  let anna = '';
  let ben = '';
  let annasLead = '';
  let bensLead = '';
  let boss: PgBoss;
  const admin = { kind: 'staff' as const, staffId: '', label: `admin-${kind}@hauslotse.de` };
  beforeAll(async () => {
    h = await freshDatabase(kind);
    admin.staffId = (await aStaffMember(h.db, { email: admin.label, name: 'Ada Admin', role: 'admin' })).id;
    const advisor = async (enumValue: string, givenName: string) =>
      (await anAdvisor(h.db, { email: `${enumValue.toLowerCase()}-${kind}@example.de`, givenName, surname: 'Test', enumValue: `${enumValue}_${kind.toUpperCase()}` })).id;
    anna = await advisor('ANNA', 'Anna');
    ben = await advisor('BEN', 'Ben');
    const lead = async (email: string, values: Partial<typeof leads.$inferInsert>) => (await aLead(h.db, { email, createdAt: NOW, ...values })).id;
    annasLead = await lead(`anna-lead-${kind}@example.de`, { givenName: 'Lena', claimedAdvisorId: anna, utmSource: 'google', affordabilityFunnelFinished: true });
    bensLead = await lead(`ben-lead-${kind}@example.de`, { givenName: 'Max', defaultAdvisorId: ben, utmSource: 'newsletter', createdAt: new Date('2026-11-20T23:30:00Z') });
    boss = await startBoss(h.queue, { retryLimit: 1, retryDelay: 1, retryBackoff: false, pollingIntervalSeconds: 0.5 });
  }, 60_000);
  afterAll(async () => {
    if (boss) await stopBoss(boss, h.queue, 5000);
    await h?.dispose();
  });

  test('moves along allowed stages, each audited; a disallowed move and a stale form are refused', async () => {
    expect(await changeLeadStage(h.db, annasLead, 'new', 'closed_won', admin, NOW)).toEqual({ ok: false, code: 'TRANSITION_NOT_ALLOWED' });
    expect(await changeLeadStage(h.db, annasLead, 'new', 'made_up', admin, NOW)).toEqual({ ok: false, code: 'INVALID_INPUT' });
    for (const [from, to] of [['new', 'contacted'], ['contacted', 'consultation'], ['consultation', 'documents_requested']] as const) {
      const result = await changeLeadStage(h.db, annasLead, from, to, admin, NOW);
      expect(result.ok && result.lead.pipelineStage).toBe(to);
    }
    // A second tab still showing "contacted" does not overwrite what happened since.
    expect(await changeLeadStage(h.db, annasLead, 'contacted', 'closed_lost', admin, NOW)).toEqual({ ok: false, code: 'STAGE_CHANGED' });
    expect(await changeLeadStage(h.db, '00000000-0000-4000-8000-000000000000', 'new', 'contacted', admin, NOW)).toEqual({ ok: false, code: 'NOT_FOUND' });
    const audit = await auditEntries(h.db, { subjectId: annasLead, action: 'lead.stage_changed' });
    expect(audit.map((e) => [e.before, e.after]).reverse()).toEqual([
      [{ stage: 'new' }, { stage: 'contacted' }],
      [{ stage: 'contacted' }, { stage: 'consultation' }],
      [{ stage: 'consultation' }, { stage: 'documents_requested' }],
    ]);
    expect(audit[0]).toMatchObject({ actorLabel: admin.label, subjectKind: 'lead' });
  });

  test('the forecast keeps to its bounds; a note is kept as written; both audited', async () => {
    expect(await setLeadForecast(h.db, annasLead, { expectedValueOfMortgage: 350_000, closeProbabilityPercent: 101, optimalOfferVisibleToCustomer: true }, admin, NOW)).toEqual({ ok: false, code: 'INVALID_INPUT' });
    expect(await setLeadForecast(h.db, annasLead, { expectedValueOfMortgage: -1, closeProbabilityPercent: 50, optimalOfferVisibleToCustomer: true }, admin, NOW)).toEqual({ ok: false, code: 'INVALID_INPUT' });
    const set = await setLeadForecast(h.db, annasLead, { expectedValueOfMortgage: 350_000, closeProbabilityPercent: 60, optimalOfferVisibleToCustomer: true }, admin, NOW);
    expect(set.ok && [set.lead.expectedValueOfMortgage, set.lead.closeProbabilityPercent, set.lead.optimalOfferVisibleToCustomer]).toEqual([350_000, 60, true]);
    expect(await addLeadNote(h.db, annasLead, '   ', admin, NOW)).toEqual({ ok: false, code: 'INVALID_INPUT' });
    const note = await addLeadNote(h.db, annasLead, '  Ruft nach 17 Uhr zurück.\nEigenkapital 80.000 €  ', admin, NOW);
    expect(note.ok && note.note.text).toBe('Ruft nach 17 Uhr zurück.\nEigenkapital 80.000 €');
    expect((await auditEntries(h.db, { subjectId: annasLead })).map((e) => e.action)).toEqual(expect.arrayContaining(['lead.forecast_set', 'lead.note_added']));
  });

  test('advisors see their leads only; admins all; the list filters by stage, advisor, source, Berlin days and funnel', async () => {
    const asAnna = { role: 'advisor', advisorId: anna };
    const asAdmin = { role: 'admin', advisorId: null };
    expect((await listLeads(h.db, asAnna, {})).map((r) => r.id)).toEqual([annasLead]);
    expect((await listLeads(h.db, { role: 'advisor', advisorId: null }, {})).length).toBe(0);
    expect((await listLeads(h.db, asAdmin, {})).map((r) => r.id)).toEqual([annasLead, bensLead]);
    expect((await listLeads(h.db, asAdmin, parseLeadListFilter({ advisor: ben }))).map((r) => r.id)).toEqual([bensLead]);
    expect((await listLeads(h.db, asAdmin, parseLeadListFilter({ stage: 'documents_requested' }))).map((r) => r.id)).toEqual([annasLead]);
    expect((await listLeads(h.db, asAdmin, parseLeadListFilter({ source: 'newsletter' }))).map((r) => r.id)).toEqual([bensLead]);
    expect((await listLeads(h.db, asAdmin, parseLeadListFilter({ funnel: 'affordability' }))).map((r) => r.id)).toEqual([annasLead]);
    // 23:30 UTC on 20 November is 21 November in Berlin.
    expect((await listLeads(h.db, asAdmin, parseLeadListFilter({ from: '2026-11-21', to: '2026-11-21' }))).map((r) => r.id)).toEqual([bensLead]);
    // Search: part of the e-mail or the name, any case; LIKE's wildcards match only themselves.
    expect((await listLeads(h.db, asAdmin, parseLeadListFilter({ q: 'BEN-LEAD' }))).map((r) => r.id)).toEqual([bensLead]);
    expect((await listLeads(h.db, asAdmin, parseLeadListFilter({ q: ' lena ' }))).map((r) => r.id)).toEqual([annasLead]);
    expect((await listLeads(h.db, asAdmin, parseLeadListFilter({ q: '%' }))).map((r) => r.id)).toEqual([]);
    expect((await listLeads(h.db, asAdmin, parseLeadListFilter({ q: 'a_na' }))).map((r) => r.id)).toEqual([]);
    expect((await listLeads(h.db, asAnna, parseLeadListFilter({ q: 'ben-lead' }))).map((r) => r.id)).toEqual([]);
    expect(parseLeadListFilter({ stage: 'nonsense', from: '2026-13-45', funnel: 'x', advisor: 'drop table', q: '   ' })).toEqual({ stage: null, advisorId: null, source: null, from: null, to: null, funnel: null, search: null });
    const [row] = await listLeads(h.db, asAnna, {});
    expect(row).toMatchObject({ name: 'Lena', advisorName: 'Anna Test', advisorIsDemo: false, stage: 'documents_requested', expectedValueOfMortgage: 350_000, closeProbabilityPercent: 60, funnels: ['affordability'] });

    expect((await leadCase(h.db, asAnna, bensLead, '2026-11-27'))).toEqual({ ok: false, code: 'FORBIDDEN' });
    expect((await leadCase(h.db, asAnna, 'not-a-uuid', '2026-11-27'))).toEqual({ ok: false, code: 'NOT_FOUND' });
    const own = await leadCase(h.db, asAnna, annasLead, '2026-11-27');
    expect(own.ok).toBe(true);
    if (!own.ok) return;
    expect(own.value.advisorName).toBe('Anna Test');
    const kinds = own.value.timeline.map((e) => e.kind);
    expect(kinds.at(-1)).toBe('signup');
    expect(kinds.filter((k) => k === 'note')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'staff')).toHaveLength(4); // three stage changes and the forecast; the note is listed once
  });

  test('an admin gives a lead to another advisor: the lead is told in their language, once; the change is audited', async () => {
    const third = await aLead(h.db, { email: `move-${kind}@example.de`, locale: 'en', givenName: 'Sam', defaultAdvisorId: ben, claimedAdvisorId: ben, isAdvisorExplicit: true, createdAt: NOW });
    const accountUrl = (l: string) => `http://localhost/${l}/account`;
    expect(await assignLeadAdvisor(h.db, boss, { leadId: third.id, advisorId: '00000000-0000-4000-8000-000000000000', accountUrl }, admin, NOW)).toEqual({ ok: false, code: 'INVALID_INPUT' });
    const moved = await assignLeadAdvisor(h.db, boss, { leadId: third.id, advisorId: anna, accountUrl }, admin, NOW);
    expect(moved.ok && moved.changed && [moved.lead.defaultAdvisorId, moved.lead.claimedAdvisorId, moved.lead.isAdvisorExplicit]).toEqual([anna, null, false]);
    const again = await assignLeadAdvisor(h.db, boss, { leadId: third.id, advisorId: anna, accountUrl }, admin, new Date(NOW.getTime() + 1000));
    expect(again.ok && again.changed).toBe(false);
    const mails = (await h.db.select().from(emails)).filter((e) => e.toAddress === `move-${kind}@example.de`);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ template: 'advisorAssigned', locale: 'en', subject: 'Your advisor at Hauslotse: Anna Test' });
    expect(mails[0]!.text).toContain('from now on Anna Test looks after your financing');
    expect(mails[0]!.text).toContain('http://localhost/en/account');
    const [entry] = await auditEntries(h.db, { subjectId: third.id, action: 'lead.advisor_assigned' });
    expect(entry).toMatchObject({ before: { advisor: 'Ben Test' }, after: { advisor: 'Anna Test' } });
    expect((await listLeads(h.db, { role: 'advisor', advisorId: anna }, {})).map((r) => r.id)).toContain(third.id);
  });

  test('staff mark a document checked, or ask for a new one with the reason, which the lead gets in their language', async () => {
    const lead = await aLead(h.db, { email: `docs-${kind}@example.de`, givenName: 'Dora', createdAt: NOW });
    const [doc] = await h.db.insert(documents).values({ leadId: lead.id, storageKey: `k-${kind}-1`, fileName: 'gehalt-oktober.pdf', contentType: 'application/pdf', sizeBytes: 1000, createdAt: NOW }).returning();
    const uploadUrl = (l: string) => `http://localhost/${l}/konto/unterlagen-hochladen`;
    const review = (decision: string, reason = '', leadId = lead.id) => reviewDocument(h.db, boss, { documentId: doc!.id, leadId, decision, reason, uploadUrl }, admin, NOW);
    expect(await review('rejected')).toEqual({ ok: false, code: 'REASON_REQUIRED' });
    expect(await review('maybe')).toEqual({ ok: false, code: 'INVALID_INPUT' });
    expect(await review('checked', '', annasLead)).toEqual({ ok: false, code: 'NOT_FOUND' }); // not this lead's document
    expect(await review('rejected', 'Die Seite 2 fehlt.')).toEqual({ ok: true });
    const mails = (await h.db.select().from(emails)).filter((e) => e.toAddress === `docs-${kind}@example.de`);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ template: 'documentRejected', locale: 'de', subject: 'Bitte lade eine Unterlage noch einmal hoch – Hauslotse' });
    expect(mails[0]!.text).toContain('Der Grund: Die Seite 2 fehlt.');
    expect(mails[0]!.text).toContain('http://localhost/de/konto/unterlagen-hochladen');
    expect(await review('checked')).toEqual({ ok: true });
    const [after] = await h.db.select().from(documents).where(eq(documents.id, doc!.id));
    expect(after).toMatchObject({ reviewStatus: 'checked', reviewReason: null, reviewedBy: admin.label });
    expect((await auditEntries(h.db, { subjectId: lead.id })).map((e) => e.action)).toEqual(['document.checked', 'document.rejected']);
    const shown = await leadCase(h.db, { role: 'admin', advisorId: null }, lead.id, '2026-11-27');
    expect(shown.ok && shown.value.timeline.find((e) => e.kind === 'document')).toMatchObject({ reviewStatus: 'checked', fileName: 'gehalt-oktober.pdf' });
  });

  test('an e-mail to the lead from a template, in the lead\'s language, with the personal note; audited', async () => {
    const lead = await aLead(h.db, { email: `msg-${kind}@example.de`, locale: 'en', givenName: 'Mo', createdAt: NOW });
    const url = (k: string, l: string) => `http://localhost/${l}/${k}`;
    const send = (template: string, note = '') => sendLeadMessage(h.db, boss, { leadId: lead.id, kind: template, note, senderName: 'Anna Test', url }, admin, NOW);
    expect(await send('spam')).toEqual({ ok: false, code: 'INVALID_INPUT' });
    expect(await send('documentsReminder', 'x'.repeat(1001))).toEqual({ ok: false, code: 'INVALID_INPUT' });
    expect(await send('documentsReminder', '  The payslip for October is enough.  ')).toEqual({ ok: true });
    const [mail] = (await h.db.select().from(emails)).filter((e) => e.toAddress === `msg-${kind}@example.de`);
    expect(mail).toMatchObject({ template: 'staffMessage', locale: 'en', subject: 'Your documents for the financing – Hauslotse' });
    expect(mail!.text).toContain('The payslip for October is enough.');
    expect(mail!.text).toContain('http://localhost/en/documentsReminder');
    expect(mail!.text).toContain('Best regards, Anna Test from Hauslotse');
    expect((await auditEntries(h.db, { subjectId: lead.id, action: 'lead.message_sent' }))[0]).toMatchObject({ after: { template: 'documentsReminder', locale: 'en', note: 'The payslip for October is enough.' } });
  });
});
