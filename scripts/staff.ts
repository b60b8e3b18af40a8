/**
 * Staff on the command line (there is no public staff sign-up):
 *   npm run staff -- add <e-mail> <advisor|admin> "<name>" [ADVISOR_ENUM_VALUE]
 *   npm run staff -- link <e-mail> [--minutes N]   prints a one-time login link (15 minutes; N from 1 to 1440); the
 *                                                     page then asks for the authenticator code (the first time it
 *                                                     sets the app up, ADR 037)
 *   npm run staff -- reset-2fa <e-mail>               a lost phone: removes the second factor and ends the sessions;
 *                                                     the next link sets up a new app
 *   npm run staff -- calendar <ADVISOR_ENUM_VALUE>   prints the advisor's private calendar subscription URL
 *                                                     (a new one revokes the old ones)
 *   npm run staff -- hours <ADVISOR_ENUM_VALUE> <weekday 1-7> [HH:MM-HH:MM ...]   that weekday's working hours
 *                                                     in the advisor's zone (none: a day off)
 *   npm run staff -- absence <ADVISOR_ENUM_VALUE> <from> <to> ["reason"]   dates (whole days) or YYYY-MM-DDTHH:MM
 *   npm run staff -- certificate check <number> <staff e-mail>   a financing certificate's payslips and documents
 *                                                     are checked: it now says "documents checked" (issue 26)
 *   npm run staff -- certificate revoke <number> "<reason>"   the certificate no longer holds; its verification
 *                                                     page says "revoked" from now on
 *   npm run staff -- webinar create --topic german-pensions --language <de|en> --title "<title>" --starts <YYYY-MM-DDTHH:MM>
 *                       [--zone Europe/Berlin] --minutes <15-480> --speaker <advisor e-mail> --capacity <N>
 *                       --meeting-url <https://…> [--recording-url <https://…>]   a webinar on its topic's landing page
 *   npm run staff -- webinar recording <webinar id> <https://…|none>   the recording link shown once it is over
 *   npm run staff -- reviews import <file.csv> "<platform name>"   reviews exported from an external platform, published
 *                       with their source. CSV layout (UTF-8, header line, RFC 4180 quotes): id,date,rating,name,text,language
 *                       — the platform's id, YYYY-MM-DD, 1–5, the name as shown there, the text, de|en. Repeats are skipped.
 *   npm run staff -- partner add "<name>" <origin> [<origin> …]   registers a widget partner, prints its key;
 *                       origins are exact: https://host[:port] (http only for localhost / 127.0.0.1), ADR 044
 *   npm run staff -- partner origins <key> <origin> [<origin> …]   replaces the partner's allowed origins
 *   npm run staff -- partner disable <key>             its widgets are refused everywhere from now on
 * With the embedded PGlite database, stop the server first (one process at a time may open its folder).
 * Links (login, calendar) name PUBLIC_BASE_URL as the server reads it: the environment, else the .env files Next
 * loads (scripts/server-env.ts); without it they name http://localhost:PORT, with a note on stderr saying how to set it.
 */
// First: the .env files the server reads, before anything parses the environment.
import './server-env';
import { configuredPublicBaseUrl } from '../src/env';
import { isEntry, runAsProcess, type Command, type CommandIo } from './command-database';
import { resetSecondFactor, findStaffByEmail, STAFF_LINK_MAX_SECONDS, STAFF_LINK_SECONDS, addStaffMember, makeStaffLoginLink } from '../src/features/staff/cli';
import { issueCalendarToken, addAbsence, setWeekdayHours } from '../src/features/booking/cli';
import { BOOKING } from '../src/config/booking';
import { localizedPath } from '../src/i18n/paths';
import { markDocumentsChecked, revokeCertificate } from '../src/features/certificates/cli';
import { todayInBerlin } from '../src/lib/dates';
import { parseArgs } from 'node:util';
import { createWebinar, setRecordingUrl } from '../src/features/webinars/cli';
import { importReviews } from '../src/features/reviews/cli';
import { readFileSync } from 'node:fs';
import { AppError } from '../src/lib/app-error';
import { addPartner, disablePartner, setPartnerOrigins, type PartnerResult } from '../src/features/widgets/cli';

/** The command line acts without a staff session; its actions are audited as the command's (ADR 036). */
const COMMAND = { kind: 'command', label: 'npm run staff' } as const;
const usage =
  'Usage: npm run staff -- add <e-mail> <advisor|admin> "<name>" [ADVISOR_ENUM_VALUE] | link <e-mail> [--minutes N] | reset-2fa <e-mail> | calendar <ADVISOR_ENUM_VALUE> | hours <ADVISOR_ENUM_VALUE> <weekday 1-7> [HH:MM-HH:MM ...] | absence <ADVISOR_ENUM_VALUE> <from> <to> ["reason"] | certificate check <number> <staff e-mail> | certificate revoke <number> "<reason>" | webinar create --topic T --language de|en --title "…" --starts YYYY-MM-DDTHH:MM [--zone Z] --minutes N --speaker <advisor e-mail> --capacity N --meeting-url URL [--recording-url URL] | webinar recording <id> <URL|none> | reviews import <file.csv> "<platform name>" | partner add "<name>" <origin> [<origin> …] | partner origins <key> <origin> [<origin> …] | partner disable <key>';
const COMMANDS = ['add', 'link', 'reset-2fa', 'calendar', 'hours', 'absence', 'certificate', 'webinar', 'reviews', 'partner'];

/** Prints a link on the site's address; without PUBLIC_BASE_URL, the localhost link and one line on how to set it. */
function printLink(io: CommandIo, pathAndQuery: string): void {
  const base = configuredPublicBaseUrl();
  io.log(`${base.url}${pathAndQuery}`);
  if (!base.set) {
    io.error(`Note: PUBLIC_BASE_URL is not set, so this link names ${base.url}; for the site's address set it in the environment or in .env, e.g. PUBLIC_BASE_URL=https://www.hauslotse.de npm run staff -- …`);
  }
}

export const staffCommand: Command = async ([command, ...args], { io, withDatabase }) => {
  if (!COMMANDS.includes(command ?? '')) {
    io.error(usage);
    return 2;
  }
  return withDatabase(async (handle) => {
    let exitCode = 0;
    if (command === 'partner') {
      const [action = '', first = '', ...rest] = args;
      const report = (result: PartnerResult) => {
        if (!result.ok) {
          io.error(`Partner not changed: ${result.code}${result.detail ? ` (${result.detail})` : ''}. ${usage}`);
          return 1;
        }
        const { partner } = result;
        io.log(`${partner.active ? 'Active' : 'Disabled'} partner ${partner.name}: key ${partner.key}, allowed origins ${partner.allowedOrigins.join(' ')}`);
        return 0;
      };
      if (action === 'add') return report(await addPartner(handle.db, { name: first, origins: rest }));
      if (action === 'origins') return report(await setPartnerOrigins(handle.db, first, rest));
      if (action === 'disable') return report(await disablePartner(handle.db, first));
      io.error(usage);
      return 2;
    }
    if (command === 'add') {
      const [email = '', role = '', name = '', advisor] = args;
      const result = await addStaffMember(handle.db, { email, role, name, advisorEnumValue: advisor ?? null }, COMMAND, new Date());
      if (result.ok) {
        io.log(`Added ${result.staff.role} ${result.staff.name} <${result.staff.email}>.`);
      }
      else {
        io.error(`Not added: ${result.code}. ${usage}`);
        exitCode = 1;
      }
    } else if (command === 'reset-2fa') {
      const staff = await findStaffByEmail(handle.db, args[0] ?? '');
      if (!staff) {
        io.error(`No staff member with the e-mail ${args[0] || '(none given)'}. ${usage}`);
        exitCode = 1;
      } else {
        await resetSecondFactor(handle.db, staff.id, COMMAND, new Date());
        io.log(`${staff.email}: second factor removed, sessions ended. Their next login link sets up a new authenticator app.`);
      }
    } else if (command === 'hours') {
      const [advisor = '', weekday = '', ...ranges] = args;
      const result = await setWeekdayHours(handle.db, advisor, Number(weekday), ranges, BOOKING.weeklyHours, { actor: COMMAND, now: new Date() });
      if (result.ok) io.log(result.value.length ? `Weekday ${weekday}: ${result.value.map(([a, b]) => `${a}–${b}`).join(', ')}.` : `Weekday ${weekday}: no hours (day off).`);
      else {
        io.error(`Not changed: ${result.code}. ${usage}`);
        exitCode = 1;
      }
    } else if (command === 'absence') {
      const [advisor = '', from = '', to = '', reason] = args;
      const result = await addAbsence(handle.db, advisor, from, to, reason ?? null, { actor: COMMAND, now: new Date() });
      if (result.ok) io.log(`Absent from ${result.value.startsAt.toISOString()} to ${result.value.endsAt.toISOString()} (UTC).`);
      else {
        io.error(`Not added: ${result.code}. ${usage}`);
        exitCode = 1;
      }
    } else if (command === 'certificate') {
      const [action = '', number = '', detail = ''] = args;
      const now = new Date();
      if (action === 'check') {
        const staff = await findStaffByEmail(handle.db, detail);
        if (!staff) {
          io.error(`No staff member with the e-mail ${detail || '(none given)'}. ${usage}`);
          exitCode = 1;
        } else {
          const result = await markDocumentsChecked(handle.db, number, { kind: 'staff', staffId: staff.id, label: staff.email }, todayInBerlin(now), now);
          if (result.ok) io.log(`Certificate ${result.row.number}: documents checked by ${staff.email}.`);
          else {
            io.error(`Not changed: ${result.code === 'NOT_FOUND' ? `no certificate ${number}` : `certificate ${number} is not valid (expired, revoked or replaced)`}.`);
            exitCode = 1;
          }
        }
      } else if (action === 'revoke' && detail.trim() !== '') {
        const result = await revokeCertificate(handle.db, number, detail, COMMAND, now);
        if (result.ok) io.log(`Certificate ${result.row.number} revoked: ${result.row.revokedReason}.`);
        else {
          io.error(`Not changed: ${result.code === 'NOT_FOUND' ? `no certificate ${number}` : `certificate ${number} is already revoked`}.`);
          exitCode = 1;
        }
      } else {
        io.error(usage);
        exitCode = 2;
      }
    } else if (command === 'webinar') {
      const [action = '', ...rest] = args;
      try {
        if (action === 'create') {
          const { values: o } = parseArgs({
            args: rest,
            options: Object.fromEntries(['topic', 'language', 'title', 'starts', 'zone', 'minutes', 'speaker', 'capacity', 'meeting-url', 'recording-url'].map((k) => [k, { type: 'string' as const }])),
          });
          const w = await createWebinar(handle.db, {
            topic: o.topic as 'german-pensions',
            language: o.language as 'de' | 'en',
            title: o.title ?? '',
            startsAtLocal: o.starts ?? '',
            zone: o.zone ?? 'Europe/Berlin',
            durationMinutes: Number(o.minutes),
            speakerEmail: o.speaker ?? '',
            capacity: Number(o.capacity),
            meetingUrl: o['meeting-url'] ?? '',
            recordingUrl: o['recording-url'] ?? null,
          });
          io.log(`Webinar ${w.id}: "${w.title}" on ${w.startsAt.toISOString()} (UTC), ${w.capacity} seats.`);
        } else if (action === 'recording' && rest.length === 2) {
          const changed = await setRecordingUrl(handle.db, rest[0] ?? '', rest[1] === 'none' ? null : (rest[1] ?? null));
          if (changed) io.log(`Webinar ${rest[0]}: recording ${rest[1] === 'none' ? 'removed' : 'set'}.`);
          else {
            io.error(`No webinar ${rest[0]}.`);
            exitCode = 1;
          }
        } else {
          io.error(usage);
          exitCode = 2;
        }
      } catch (error) {
        if (!(error instanceof AppError) && !(error instanceof TypeError)) throw error;
        io.error(`Not saved: ${error instanceof AppError ? `${error.code} (${error.field})` : error.message}. ${usage}`);
        exitCode = 1;
      }
    } else if (command === 'reviews') {
      const [action = '', file = '', source = ''] = args;
      if (action !== 'import' || !file) {
        io.error(usage);
        exitCode = 2;
      } else {
        const result = await importReviews(handle.db, readFileSync(file, 'utf8'), source, COMMAND, new Date());
        if (!result.ok) {
          io.error(`Not imported: ${result.code} (${result.detail}).`);
          exitCode = 1;
        } else {
          io.log(`Reviews from ${source}: ${result.added} added, ${result.unchanged} already there, ${result.refused.length} refused.`);
          for (const r of result.refused) io.error(`  line ${r.line}: ${r.reason}`);
        }
      }
    } else if (command === 'calendar') {
      const issued = await issueCalendarToken(handle.db, args[0] ?? '', new Date(), COMMAND);
      if (!issued) {
        io.error(`No advisor with the enum value ${args[0] ?? '(none given)'}.`);
        exitCode = 1;
      } else printLink(io, `/api/calendar/${issued.token}.ics`);
    } else {
      const staff = await findStaffByEmail(handle.db, args[0] ?? '');
      const minutesAt = args.indexOf('--minutes');
      const minutes = minutesAt === -1 ? STAFF_LINK_SECONDS / 60 : Number(args[minutesAt + 1]);
      if (!staff) {
        io.error(`No staff member with the e-mail ${args[0] ?? '(none given)'}.`);
        exitCode = 1;
      } else if (!Number.isInteger(minutes) || minutes < 1 || minutes * 60 > STAFF_LINK_MAX_SECONDS) {
        io.error(`--minutes must be a whole number from 1 to ${STAFF_LINK_MAX_SECONDS / 60}. ${usage}`);
        exitCode = 2;
      } else {
        const made = await makeStaffLoginLink(handle.db, staff.id, COMMAND, new Date(), minutes * 60);
        if (made.ok) printLink(io, `${localizedPath('staff', 'de')}?token=${made.token}`);
      }
    }
    return exitCode;
  });
};

if (isEntry(import.meta.url)) await runAsProcess(staffCommand);
