import { asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { advisors } from './tables';
import { isAdvisorLanguage, type AdvisorLanguage } from './languages';

export interface Advisor {
  id: string;
  email: string;
  givenName: string;
  surname: string;
  phoneNumber: string | null;
  picture: string | null;
  title: { de: string; en: string };
  description: { de: string; en: string };
  enumValue: string;
  roles: string[];
  languages: AdvisorLanguage[];
  isDemo: boolean;
}

export type NewAdvisor = Omit<Advisor, 'id'>;

function toAdvisor(row: typeof advisors.$inferSelect): Advisor {
  return {
    id: row.id,
    email: row.email,
    givenName: row.givenName,
    surname: row.surname,
    phoneNumber: row.phoneNumber,
    picture: row.picture,
    title: { de: row.titleDe, en: row.titleEn },
    description: { de: row.descriptionDe, en: row.descriptionEn },
    enumValue: row.enumValue,
    roles: row.roles,
    // The column holds what the profile form allowed; a language dropped from the list since is not shown.
    languages: row.languages.filter(isAdvisorLanguage),
    isDemo: row.isDemo,
  };
}

export async function listActiveAdvisors(db: Database): Promise<Advisor[]> {
  const rows = await db.select().from(advisors).where(eq(advisors.active, true)).orderBy(asc(advisors.surname), asc(advisors.givenName));
  return rows.map(toAdvisor);
}

export async function countAdvisors(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(advisors);
  return row?.n ?? 0;
}

/** Inserts advisors; one whose e-mail is taken already is skipped. Returns the rows inserted. */
export async function insertAdvisors(db: Database, list: NewAdvisor[]): Promise<{ id: string; enumValue: string }[]> {
  if (list.length === 0) return [];
  return db
    .insert(advisors)
    .values(
      list.map((a) => ({
        email: a.email,
        givenName: a.givenName,
        surname: a.surname,
        phoneNumber: a.phoneNumber,
        picture: a.picture,
        titleDe: a.title.de,
        titleEn: a.title.en,
        descriptionDe: a.description.de,
        descriptionEn: a.description.en,
        enumValue: a.enumValue,
        roles: a.roles,
        languages: a.languages,
        isDemo: a.isDemo,
      })),
    )
    .onConflictDoNothing({ target: advisors.email })
    .returning({ id: advisors.id, enumValue: advisors.enumValue });
}

/** One advisor by id (inactive ones too: a lead keeps seeing the advisor it was assigned), or null. */
export async function findAdvisorById(db: Database, id: string | null | undefined): Promise<Advisor | null> {
  if (!id || !/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db.select().from(advisors).where(eq(advisors.id, id)).limit(1);
  return row ? toAdvisor(row) : null;
}

/** The active demo advisors (the back office shows them before demo data is switched off). */
export async function activeDemoAdvisors(db: Database): Promise<{ id: string; name: string }[]> {
  const rows = await db.select({ id: advisors.id, givenName: advisors.givenName, surname: advisors.surname }).from(advisors).where(sql`${advisors.isDemo} and ${advisors.active}`).orderBy(asc(advisors.surname));
  return rows.map((r) => ({ id: r.id, name: `${r.givenName} ${r.surname}` }));
}

/** Demo data off: the demo advisors stop being offered (their rows stay, so past appointments keep their advisor). */
export async function deactivateDemoAdvisors(db: Pick<Database, 'update'>): Promise<number> {
  const rows = await db.update(advisors).set({ active: false }).where(sql`${advisors.isDemo} and ${advisors.active}`).returning({ id: advisors.id });
  return rows.length;
}
