import { getDb } from '@/db';
import { env } from '@/env';
import { seeOther } from '@/features/auth/routes';
import { SHOWN_SECRET_SECONDS, STAFF_LINK_COOKIE } from '@/features/backoffice/server';
import { addStaffMember, findStaffById, makeStaffLoginLink, readStaffForm, resetSecondFactor, setStaffRole } from '@/features/staff/server';
import { localizedPath } from '@/i18n/paths';

/**
 * The team members page's forms (issue 28): `action` = add (email, name, role, advisor) | role (member, role) |
 * link (member) | reset (member). Admins only (401 without a session, 403 for an advisor). A login link is
 * shown two minutes on the page from an HttpOnly cookie of that page, never in a URL. Every action is audited.
 */
export async function POST(request: Request) {
  const read = await readStaffForm(request, 'admin');
  if ('response' in read) return read.response;
  const { locale, actor, text } = read;
  const db = await getDb();
  const now = new Date();
  const page = localizedPath('staff-members', locale);
  const back = (outcome: string) => seeOther(`${page}?${outcome}`);
  switch (text('action')) {
    case 'add': {
      const result = await addStaffMember(db, { email: text('email'), name: text('name'), role: text('role'), advisorEnumValue: text('advisor') || null }, actor, now);
      return back(result.ok ? 'done=added' : `error=${result.code}`);
    }
    case 'role': {
      const result = await setStaffRole(db, text('member'), text('role'), actor, now);
      return back(result.ok ? 'done=role' : `error=${result.code}`);
    }
    case 'link': {
      const made = await makeStaffLoginLink(db, text('member'), actor, now);
      if (!made.ok) return back('error=NOT_FOUND');
      const response = back('done=link');
      const url = `${env.PUBLIC_BASE_URL}${localizedPath('staff', locale)}?token=${made.token}`;
      response.cookies.set(STAFF_LINK_COOKIE, Buffer.from(JSON.stringify({ email: made.email, url })).toString('base64url'), { httpOnly: true, secure: env.PUBLIC_BASE_URL.startsWith('https://'), sameSite: 'strict', path: page, maxAge: SHOWN_SECRET_SECONDS });
      response.headers.set('Referrer-Policy', 'no-referrer');
      return response;
    }
    case 'reset': {
      const found = await findStaffById(db, text('member'));
      if (!found) return back('error=NOT_FOUND');
      await resetSecondFactor(db, found.id, actor, now);
      return back('done=reset');
    }
    default:
      return back('error=NOT_FOUND');
  }
}
