/**
 * Resolvers of the lead and session operations (spec section 7). They read who is asking from the request's
 * cookies (features/leads/lead-state.ts identify), check the rights stated in ./schema.ts, and call the use
 * cases; no business rules here.
 */
import type { Database } from '@/db/client';
import { findAdvisorById, type Advisor } from '@/features/advisors/repository';
import { LOGIN_EMAIL_COOKIE, loginEmailCookieOptions } from '@/features/auth/cookies';
import { requestLogin } from '@/features/auth/login';
import { ADMIN_COOKIE } from '@/features/staff/cookies';
import { readStaffSession } from '@/features/staff/staff';
import { apiError } from '@/graphql/api-error';
import type { GraphQLContext } from '@/graphql/context';
import { env } from '@/env';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import { clientIp } from '@/lib/client-ip';
import { isSameOrigin } from '@/lib/origin';
import { requestCookies } from '@/lib/request-cookies';
import { attributionFrom } from '../attribution';
import { rememberLeadBrowser } from '../browsers';
import { LEAD_COOKIE, leadCookieOptions } from '../cookies';
import { identify, type RequestIdentity } from '../lead-state';
import { fillAttribution, setLeadFunnel, setLeadLocale, setLeadName, setOriginalSignupFlow, setReferrer, type Funnel } from '../lead-updates';
import { unclaimAdvisor } from '@/features/account/profile';
import { hasSavedCalculation } from '@/features/account/saved-calculations';
import { findLeadById, findOrCreateLead, type LeadRow } from '../repository';
import { checkEmail, checkGermanPhone } from '../validators';

type Ctx = GraphQLContext;
type Args<T> = T;

const identities = new WeakMap<Request, Promise<RequestIdentity>>();

/** Who is asking; looked up once per request however many fields ask. */
async function who(ctx: Ctx): Promise<RequestIdentity> {
  let found = identities.get(ctx.request);
  if (!found) {
    found = ctx.db().then((db) => identify(db, requestCookies(ctx.request), ctx.now()));
    identities.set(ctx.request, found);
  }
  return found;
}

function requireOrigin(ctx: Ctx): void {
  if (!isSameOrigin(ctx.request, { allowMissing: false })) throw apiError('FORBIDDEN_ORIGIN');
}

async function loggedIn(ctx: Ctx): Promise<LeadRow> {
  const { loggedIn } = await who(ctx);
  if (!loggedIn) throw apiError('UNAUTHENTICATED');
  return loggedIn;
}

async function known(ctx: Ctx): Promise<LeadRow> {
  const { known } = await who(ctx);
  if (!known) throw apiError('UNAUTHENTICATED');
  return known;
}

async function hasAdminCookie(ctx: Ctx): Promise<boolean> {
  return (await readStaffSession(await ctx.db(), requestCookies(ctx.request).get(ADMIN_COOKIE)?.value, ctx.now())) !== null;
}

async function isNewLead(db: Database, lead: LeadRow): Promise<boolean> {
  if (lead.affordabilityFunnelFinished || lead.optimalMortgageFunnelFinished || lead.qualificationFunnelFinished || lead.rentVsBuyFunnelFinished) return false;
  return !(await hasSavedCalculation(db, lead.id));
}

async function leadState(ctx: Ctx, lead: LeadRow) {
  const db = await ctx.db();
  const newLead = await isNewLead(db, lead);
  return {
    id: lead.id,
    email: lead.email,
    given_name: lead.givenName,
    givenName: lead.givenName,
    surename: lead.surname,
    surname: lead.surname,
    phone: lead.phone,
    home_buying_status: lead.homeBuyingStatus,
    appointment_page_behavior: lead.appointmentPageBehavior,
    pipeline_stage: lead.pipelineStage,
    eligible_for_account: true,
    eligibleForAccount: true,
    has_referrer: lead.hasReferrer,
    has_admin_cookie: await hasAdminCookie(ctx),
    affordability_funnel_finished: lead.affordabilityFunnelFinished,
    optimal_mortgage_funnel_finished: lead.optimalMortgageFunnelFinished,
    qualification_funnel_finished: lead.qualificationFunnelFinished,
    rent_vs_buy_funnel_finished: lead.rentVsBuyFunnelFinished,
    funnel: lead.funnel,
    probability: { expected_value_of_mortgage: lead.expectedValueOfMortgage },
    optimal_offer: { visible_to_customer: lead.optimalOfferVisibleToCustomer },
    lending_criteria: { property_usage: lead.propertyUsage },
    affordability_calculation: { report: { newLead } },
    experiment: lead.experiment,
    isAdvisorExplicit: lead.isAdvisorExplicit,
    locale: lead.locale,
    originalSignupFlow: lead.originalSignupFlow,
  };
}

function advisorFor(advisor: Advisor | null, locale: Locale) {
  if (!advisor) return null;
  return {
    email: advisor.email,
    givenName: advisor.givenName,
    firstName: advisor.givenName,
    surname: advisor.surname,
    phoneNumber: advisor.phoneNumber,
    picture: advisor.picture,
    pictureWebp: advisor.picture?.replace(/\.(jpe?g|png)$/i, '.webp') ?? null,
    description: advisor.description[locale],
    title: advisor.title[locale],
    titleDe: advisor.title.de,
    enumValue: advisor.enumValue,
    isDemo: advisor.isDemo,
  };
}

/** The page a request came from (its query carries the landing's tracking parameters). */
function landingQuery(request: Request): URLSearchParams {
  const referer = request.headers.get('referer');
  try {
    return referer ? new URL(referer, env.PUBLIC_BASE_URL).searchParams : new URLSearchParams();
  } catch {
    return new URLSearchParams();
  }
}

async function linkRequest(ctx: Ctx, email: string, routeName: string | null, locale: Locale, altcha: string | null) {
  requireOrigin(ctx);
  const db = await ctx.db();
  const result = await requestLogin(db, await ctx.mailQueue(), {
    email,
    locale,
    ip: clientIp(ctx.request),
    routeName,
    attribution: attributionFrom(landingQuery(ctx.request), null),
    confirmUrl: (token) => `${env.PUBLIC_BASE_URL}${localizedPath('login-confirm', locale)}?token=${token}`,
    captcha: altcha,
    now: ctx.now(),
  });
  if (!result.ok) {
    if (result.code === 'RATE_LIMITED') throw apiError('RATE_LIMITED', 'email', { retryAfterSeconds: result.retryAfterSeconds ?? 60 });
    if (result.code === 'CAPTCHA_INVALID') throw apiError('CAPTCHA_INVALID', 'altcha');
    throw apiError(result.code === 'required' ? 'REQUIRED' : 'INVALID_INPUT', 'email', { reason: result.code });
  }
  ctx.setCookie({ name: LOGIN_EMAIL_COOKIE, value: result.email, options: loginEmailCookieOptions });
  const { known: browserLead } = await who(ctx);
  const same = browserLead !== null && browserLead.email.toLowerCase() === result.email;
  return { step: 'login', leadPresent: same, firstName: same ? browserLead.givenName : null };
}

/** Route names a link may return to: the appointment pages that are not confirm pages, or the property search. */
function returnRoute(name: string | null | undefined): string | null {
  if (!name) return null;
  if (name === 'account-property-search') return name;
  return name.startsWith('appointment') && !name.includes('confirm') && /^[a-z-]{3,60}$/.test(name) ? name : null;
}

const clean = (v: string | null | undefined) => (typeof v === 'string' && v.trim() !== '' ? v.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 500) : undefined);

export const leadResolvers = {
  Query: {
    fetchLeadState: async (_: unknown, __: unknown, ctx: Ctx) => {
      const { loggedIn } = await who(ctx);
      return loggedIn ? leadState(ctx, loggedIn) : null;
    },
    fetchUserInfo: async (_: unknown, __: unknown, ctx: Ctx) => {
      const { loggedIn } = await who(ctx);
      return loggedIn ? leadState(ctx, loggedIn) : null;
    },
    fetchLeadGivenName: async (_: unknown, __: unknown, ctx: Ctx) => {
      const { known } = await who(ctx);
      return known ? { givenName: known.givenName, surname: null } : null;
    },
    fetchUserName: async (_: unknown, __: unknown, ctx: Ctx) => {
      const { known, loggedIn } = await who(ctx);
      if (!known) return null;
      return { givenName: known.givenName, surname: loggedIn ? loggedIn.surname : null };
    },
    checkIfLeadIsEligible: async (_: unknown, __: unknown, ctx: Ctx) => ({ eligibleForAccount: (await who(ctx)).loggedIn !== null }),
    detectNewLeads: async (_: unknown, __: unknown, ctx: Ctx) => {
      const { loggedIn } = await who(ctx);
      if (!loggedIn) return null;
      return { id: loggedIn.id, email: loggedIn.email, eligibleForAccount: true, affordabilityCalculation: { report: { newLead: await isNewLead(await ctx.db(), loggedIn) } } };
    },
    referrerState: async (_: unknown, __: unknown, ctx: Ctx) => {
      const { loggedIn } = await who(ctx);
      if (!loggedIn) return { hasReferrer: false, referrer: null, eligibleForAccount: false };
      const referrer = loggedIn.referrerLeadId ? await findLeadById(await ctx.db(), loggedIn.referrerLeadId) : null;
      return { hasReferrer: loggedIn.hasReferrer, referrer: referrer ? { given_name: referrer.givenName, surename: referrer.surname } : null, eligibleForAccount: true };
    },
    fetchClaimedAdvisor: async (_: unknown, { locale }: Args<{ locale: Locale }>, ctx: Ctx) => {
      const lead = await loggedIn(ctx);
      return advisorFor(await findAdvisorById(await ctx.db(), lead.claimedAdvisorId), locale);
    },
    fetchDefaultAdvisor: async (_: unknown, { locale }: Args<{ locale: Locale }>, ctx: Ctx) => {
      const lead = await loggedIn(ctx);
      return advisorFor(await findAdvisorById(await ctx.db(), lead.defaultAdvisorId), locale);
    },
    fetchSelfDisclosureFormLink: async (_: unknown, { lead_id }: Args<{ lead_id: string }>, ctx: Ctx) => {
      const lead = await loggedIn(ctx);
      if (lead_id !== lead.id) throw apiError('FORBIDDEN', 'lead_id');
      return { selfDisclosureFormLink: lead.selfDisclosureFormLink };
    },
    lead: async (_: unknown, __: unknown, ctx: Ctx) => {
      const flag = await hasAdminCookie(ctx);
      return { has_admin_cookie: flag, hasAdminCookie: flag };
    },
    getAdminCookie: async (_: unknown, __: unknown, ctx: Ctx) => {
      const staff = await readStaffSession(await ctx.db(), requestCookies(ctx.request).get(ADMIN_COOKIE)?.value, ctx.now());
      return staff ? { name: staff.name, email: staff.email, role: staff.role } : null;
    },
    validate: (_: unknown, { field, value }: Args<{ field: 'email' | 'phone'; value: string }>) => {
      if (field === 'email') {
        const checked = checkEmail(value);
        return checked.ok ? { valid: true, code: null } : { valid: false, code: checked.code };
      }
      if (value.trim() === '') return { valid: false, code: 'required' };
      const checked = checkGermanPhone(value);
      return checked.ok ? { valid: true, code: null } : { valid: false, code: checked.code };
    },
  },
  Mutation: {
    requestAccountLink: (_: unknown, { email, route_name, locale, altcha }: Args<{ email: string; route_name?: string | null; locale: Locale; altcha?: string | null }>, ctx: Ctx) =>
      linkRequest(ctx, email, returnRoute(route_name), locale, altcha ?? null),
    requestAppointmentLink: (_: unknown, { email, locale, altcha }: Args<{ email: string; locale: Locale; altcha?: string | null }>, ctx: Ctx) =>
      linkRequest(ctx, email, 'appointment', locale, altcha ?? null),
    setLocale: async (_: unknown, { locale }: Args<{ locale: Locale }>, ctx: Ctx) => {
      requireOrigin(ctx);
      await setLeadLocale(await ctx.db(), (await known(ctx)).id, locale, ctx.now());
      return { step: 'done' };
    },
    unclaimLead: async (_: unknown, __: unknown, ctx: Ctx) => {
      requireOrigin(ctx);
      await unclaimAdvisor(await ctx.db(), { leadId: (await loggedIn(ctx)).id, now: ctx.now() });
      return { success: true };
    },
    setNameAppointment: async (_: unknown, { name }: Args<{ name: string }>, ctx: Ctx) => {
      requireOrigin(ctx);
      const result = await setLeadName(await ctx.db(), (await known(ctx)).id, name, ctx.now());
      if (!result.ok) throw apiError(result.code === 'required' ? 'REQUIRED' : 'INVALID_INPUT', 'name', { reason: result.code });
      return { step: 'done' };
    },
    saveLeadEmail: async (_: unknown, args: Args<{ email: string; locale: Locale; utm_source?: string | null; utm_medium?: string | null; utm_campaign?: string | null; referrer?: string | null }>, ctx: Ctx) => {
      requireOrigin(ctx);
      const checked = checkEmail(args.email);
      if (!checked.ok) throw apiError(checked.code === 'required' ? 'REQUIRED' : 'INVALID_INPUT', 'email', { reason: checked.code });
      const db = await ctx.db();
      const query = new URLSearchParams();
      for (const key of ['utm_source', 'utm_medium', 'utm_campaign'] as const) {
        const value = clean(args[key]);
        if (value) query.set(key, value);
      }
      const { lead, created } = await findOrCreateLead(db, { email: checked.value, locale: args.locale, attribution: attributionFrom(query, clean(args.referrer)) });
      // Only the browser that created the lead is told who it is: anyone may type anyone's address.
      if (created) ctx.setCookie({ name: LEAD_COOKIE, value: await rememberLeadBrowser(db, lead.id, ctx.now()), options: leadCookieOptions });
      return { step: 'done' };
    },
    setOriginalSignupFlow: async (_: unknown, { originalSignupFlow }: Args<{ originalSignupFlow: string }>, ctx: Ctx) => {
      requireOrigin(ctx);
      const flow = clean(originalSignupFlow);
      if (!flow || !/^[a-z_]{1,40}$/.test(flow)) throw apiError('INVALID_INPUT', 'originalSignupFlow');
      await setOriginalSignupFlow(await ctx.db(), await loggedIn(ctx), flow, ctx.now());
      return { step: 'done' };
    },
    setReferrerForLead: async (_: unknown, { referrer }: Args<{ referrer: string }>, ctx: Ctx) => {
      requireOrigin(ctx);
      return { success: await setReferrer(await ctx.db(), await known(ctx), referrer.trim(), ctx.now()) };
    },
    setMarketingCampaign: async (_: unknown, args: Args<{ utm_source?: string | null; utm_medium?: string | null; utm_campaign?: string | null }>, ctx: Ctx) => {
      requireOrigin(ctx);
      await fillAttribution(await ctx.db(), await known(ctx), { utmSource: clean(args.utm_source), utmMedium: clean(args.utm_medium), utmCampaign: clean(args.utm_campaign) }, ctx.now());
      return { success: true };
    },
    saveDocumentReferrer: async (_: unknown, { referrer }: Args<{ referrer: string }>, ctx: Ctx) => {
      requireOrigin(ctx);
      const documentReferrer = attributionFrom(new URLSearchParams(), referrer).documentReferrer;
      await fillAttribution(await ctx.db(), await known(ctx), { documentReferrer }, ctx.now());
      return { success: true };
    },
    setFunnel: async (_: unknown, { funnel }: Args<{ funnel: Funnel }>, ctx: Ctx) => {
      requireOrigin(ctx);
      await setLeadFunnel(await ctx.db(), (await known(ctx)).id, funnel, ctx.now());
      return { step: 'start-funnel' };
    },
  },
};

