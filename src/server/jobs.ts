import 'server-only';
import type { PgBoss } from 'pg-boss';
import { SITE } from '@/config/site';
import { getDbHandle } from '@/db';
import { env } from '@/env';
import { startReminderWorker } from '@/features/booking/server';
import { logTransport, smtpTransport, startEmailWorker } from '@/features/email/server';
import { startCareersRetentionWorker } from '@/features/careers/server';
import { loanAlertsDayWatch, requestRateWatchCheck, startLoanAlertsWorker } from '@/features/loans/server';
import { startRadarWorker } from '@/features/properties/server';
import { startRatesFetchWorker } from '@/features/rates/server';
import { sendDueReviewRequests } from '@/features/reviews/server';
import { sendDueWebinarReminders } from '@/features/webinars/server';
import { startSweep } from '@/lib/jobs/sweep';
import { EMAIL_TEMPLATES } from './email-templates';
import { startBoss } from './queues';

type Holder = { boss?: Promise<PgBoss> };
const holder = ((globalThis as Record<string, unknown>).__hauslotseMail ??= {}) as Holder;

/**
 * The job queue of this server process with every feature's workers (e-mail delivery with every feature's
 * templates and their calendar files, appointment reminders, the property radar, the rates fetch), started once (src/instrumentation.ts). Every app
 * instance runs the workers; pg-boss hands each job to one of them. Code that sends e-mail awaits this and
 * passes it to enqueueEmail inside its transaction.
 */
export function jobQueue(): Promise<PgBoss> {
  holder.boss ??= (async () => {
    const handle = await getDbHandle();
    const boss = await startBoss(handle.queue);
    const transport = env.SMTP_URL ? smtpTransport(env.SMTP_URL, env.MAIL_FROM ?? `${SITE.brand} <${SITE.email}>`) : logTransport();
    // Every feature's e-mail templates (./email-templates.ts): each row's template makes its files at delivery
    // (the booking's and the webinars' calendar files); a template nobody registered is refused.
    await startEmailWorker(boss, handle.db, transport, EMAIL_TEMPLATES);
    // Appointment reminders (a day before) write their e-mails into the same outbox.
    await startReminderWorker(boss, handle.db, env.PUBLIC_BASE_URL);
    // Webinar reminders (issue 29): a day and an hour before, swept by every instance, each sent once.
    startSweep('Webinar reminders', env.SWEEP_SECONDS, (now) => sendDueWebinarReminders(handle.db, boss, now, env.PUBLIC_BASE_URL));
    // Review requests (issue 29): one e-mail per appointment that took place, a few hours after its end.
    startSweep('Review requests', env.SWEEP_SECONDS, (now) => sendDueReviewRequests(handle.db, boss, now, env.PUBLIC_BASE_URL));
    // The property radar (issue 25): matches imported listings to saved searches and sends the alerts.
    await startRadarWorker(boss, handle.db, env.PUBLIC_BASE_URL);
    // Job applications are deleted six months after the decision, at the latest twelve after arrival (privacy policy).
    await startCareersRetentionWorker(boss, handle.db);
    // The loans' fixation alerts (60, 36, 12, 6 months before the end) and rate watches (issue 51): a daily schedule, a
    // sweep at the worker's start, and one when the Berlin day changes in this process.
    await startLoanAlertsWorker(boss, handle.db, env.PUBLIC_BASE_URL);
    startSweep('Loan alerts', env.SWEEP_SECONDS, loanAlertsDayWatch(boss));
    // The daily Bundesbank fetch (ADR 019): scheduled only with RATES_FETCH on (the default of a production
    // deployment, src/env.ts), else its schedule is removed.
    // After each fetch that stored a curve, the loans' rate watches are checked (issue 51).
    await startRatesFetchWorker(boss, handle.db, { enabled: env.RATES_FETCH === 'on', afterImport: (report) => requestRateWatchCheck(boss, report) });
    console.log(
      env.RATES_FETCH === 'on'
        ? 'Rates fetch: on (working days 17:30 Europe/Berlin).'
        : 'Rates fetch: off (RATES_FETCH=off, or not set outside a production deployment with DATABASE_URL and an https PUBLIC_BASE_URL).',
    );
    console.log(env.SMTP_URL ? 'E-mail delivery: SMTP.' : 'E-mail delivery: no SMTP_URL, e-mails are kept in the database and logged.');
    return boss;
  })().catch((error: unknown) => {
    holder.boss = undefined;
    throw error;
  });
  return holder.boss;
}
