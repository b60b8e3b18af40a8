/**
 * Resolvers of the appointment operations (rights in ./schema.ts); the use cases are in ../booking.ts.
 */
import { eq } from 'drizzle-orm';
import { advisors } from '@/features/advisors/tables';
import { leads } from '@/features/leads/tables';
import { env } from '@/env';
import { fillAttribution, identify, LEAD_COOKIE, leadCookieOptions } from '@/features/leads/server';
import { attributionFrom } from '@/features/leads';
import { apiError } from '@/lib/graphql/api-error';
import { clientIp } from '@/lib/client-ip';
import type { GraphQLContext } from '@/lib/graphql/context';
import type { Locale } from '@/i18n/routes';
import { isSameOrigin } from '@/lib/origin';
import { requestCookies } from '@/lib/request-cookies';
import {
  appointmentForLink,
  appointmentJob,
  bookedAppointments,
  calendarPage,
  cancelByToken,
  leadHasBookedBefore,
  rescheduleByToken,
  scheduleAppointment,
  type BookingServices,
  type ScheduleInput,
} from '../booking';
import type { AppointmentRow } from '../repository';

type Ctx = GraphQLContext;

function requireOrigin(ctx: Ctx): void {
  if (!isSameOrigin(ctx.request, { allowMissing: false })) throw apiError('FORBIDDEN_ORIGIN');
}

async function knownLead(ctx: Ctx) {
  return (await identify(await ctx.db(), requestCookies(ctx.request), ctx.now())).known;
}

async function services(ctx: Ctx): Promise<BookingServices> {
  return { db: await ctx.db(), boss: await ctx.mailQueue(), now: ctx.now(), baseUrl: env.PUBLIC_BASE_URL };
}

const clean = (v: string | null | undefined) => (typeof v === 'string' && v.trim() !== '' ? v.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 500) : null);

function appointmentView(a: AppointmentRow, advisor: { givenName: string; surname: string }) {
  return { id: a.id, startsAt: a.startsAt.toISOString(), endsAt: a.endsAt.toISOString(), contactType: a.contactType, cancelled: a.cancelledAt !== null, advisor: { givenName: advisor.givenName, surname: advisor.surname } };
}

interface AvailabilityArgs {
  page: number;
  per: number;
  appointment_type: string;
  advisor?: string;
  user_time_zone?: string | null;
  locale: Locale;
}

async function calendar(ctx: Ctx, args: AvailabilityArgs) {
  const days = await calendarPage(await ctx.db(), { contactType: args.appointment_type, page: args.page, per: args.per, advisor: args.advisor ?? null, userTimeZone: args.user_time_zone, locale: args.locale, now: ctx.now() });
  return days.map((d) => ({ date: d.date, holiday: d.holiday, slots: d.slots.map((s) => ({ value: s.value, label: s.label, occupied: s.occupied })) }));
}

export const bookingResolvers = {
  Query: {
    appointment_availability: (_: unknown, args: AvailabilityArgs, ctx: Ctx) => calendar(ctx, { ...args, advisor: undefined }),
    appointment_availability_for_advisor: (_: unknown, args: AvailabilityArgs, ctx: Ctx) => calendar(ctx, args),
    appointmentJob: async (_: unknown, { jobId }: { jobId: string }, ctx: Ctx) => {
      const job = await appointmentJob(await ctx.db(), jobId);
      return {
        status: job.status,
        alternatives: job.alternatives,
        appointment: job.appointment
          ? { ...job.appointment, startsAt: job.appointment.startsAt.toISOString(), endsAt: job.appointment.endsAt.toISOString() }
          : null,
      };
    },
    already_booked_appointments: async (_: unknown, { lead_id }: { lead_id: string }, ctx: Ctx) => {
      const lead = await knownLead(ctx);
      if (!lead) throw apiError('UNAUTHENTICATED');
      if (lead.id !== lead_id) throw apiError('FORBIDDEN', 'lead_id');
      const rows = await bookedAppointments(await ctx.db(), lead.id, ctx.now());
      return rows.map(({ a, advisor }) => ({ id: a.id, appointmentAt: a.startsAt.toISOString(), scheduledAt: a.createdAt.toISOString(), contactType: a.contactType, advisor }));
    },
    appointmentByToken: async (_: unknown, { token }: { token: string }, ctx: Ctx) => {
      const found = await appointmentForLink(await ctx.db(), token, ctx.now());
      return { purpose: found.purpose, appointment: appointmentView(found.appointment, found.advisor) };
    },
  },
  Mutation: {
    processLeadForAppointment: async (_: unknown, __: unknown, ctx: Ctx) => {
      requireOrigin(ctx);
      const lead = await knownLead(ctx);
      return { leadIsReturner: lead ? await leadHasBookedBefore(await ctx.db(), lead.id) : false, revUpdated: false };
    },
    setOriginAppointment: async (_: unknown, args: { utm_medium?: string | null; utm_source?: string | null; utm_campaign?: string | null; referrer?: string | null }, ctx: Ctx) => {
      requireOrigin(ctx);
      const lead = await knownLead(ctx);
      // An unknown visitor's tracking travels with the booking itself (updateLeadAndScheduleAsyncAppointment).
      if (!lead) return { step: 'skipped' };
      const query = new URLSearchParams();
      for (const key of ['utm_source', 'utm_medium', 'utm_campaign'] as const) {
        const value = clean(args[key]);
        if (value) query.set(key, value);
      }
      const a = attributionFrom(query, clean(args.referrer));
      const db = await ctx.db();
      const [fresh] = await db.select().from(leads).where(eq(leads.id, lead.id));
      await fillAttribution(db, fresh!, { utmSource: a.utmSource, utmMedium: a.utmMedium, utmCampaign: a.utmCampaign, documentReferrer: a.documentReferrer }, ctx.now());
      return { step: 'done' };
    },
    updateLeadAndScheduleAsyncAppointment: async (
      _: unknown,
      args: Omit<ScheduleInput, 'tracking' | 'captcha'> & { utm_source?: string | null; utm_medium?: string | null; utm_campaign?: string | null; referrer?: string | null; altcha?: string | null },
      ctx: Ctx,
    ) => {
      requireOrigin(ctx);
      const { jobId, browserToken } = await scheduleAppointment(await services(ctx), {
        ...args,
        tracking: { utmSource: clean(args.utm_source), utmMedium: clean(args.utm_medium), utmCampaign: clean(args.utm_campaign), referrer: clean(args.referrer) },
        clientIp: clientIp(ctx.request),
        captcha: args.altcha ?? null,
      });
      // This browser created the lead by booking: it may know it from now on (ADR 017), as with the page's form.
      if (browserToken) ctx.setCookie({ name: LEAD_COOKIE, value: browserToken, options: leadCookieOptions });
      return { jobId };
    },
    rescheduleAppointment: async (_: unknown, args: { token: string; date: string; time: number; userTimeZone?: string | null }, ctx: Ctx) => {
      requireOrigin(ctx);
      const s = await services(ctx);
      const { appointment } = await rescheduleByToken(s, args.token, args.date, args.time, args.userTimeZone);
      const [advisor] = await s.db.select({ givenName: advisors.givenName, surname: advisors.surname }).from(advisors).where(eq(advisors.id, appointment.advisorId));
      return { appointment: appointmentView(appointment, advisor!) };
    },
    cancelAppointment: async (_: unknown, { token }: { token: string }, ctx: Ctx) => {
      requireOrigin(ctx);
      await cancelByToken(await services(ctx), token);
      return { success: true };
    },
  },
};
