/**
 * Resolvers of the lead and session operations (spec section 7). They read who is asking from the request's
 * cookies (features/leads/lead-state.ts identify), check the rights stated in ./schema.ts, and call the use
 * cases; no business rules here.
 */
import { advisorPictureUrl, DEFAULT_AVATAR_SIZE } from '@/components/ui/avatar-sizes';
import { findAdvisorById, type Advisor } from '@/features/advisors/server';
import { apiError } from '@/lib/graphql/api-error';
import type { GraphQLContext } from '@/lib/graphql/context';
import type { Locale } from '@/i18n/routes';
import { attributionFrom } from '../attribution';
import { rememberLeadBrowser } from '../browsers';
import { LEAD_COOKIE, leadCookieOptions } from '../cookies';
import { known, loggedIn, requireOrigin, who } from './identity';
import { fillAttribution, persistFacebookConversion, persistGoogleConversion, setLeadFunnel, setLeadLocale, setLeadName, setOriginalSignupFlow, setReferrer, type Funnel } from '../lead-updates';
import { findLeadById, findOrCreateLead, type LeadRow } from '../repository';
import { checkEmail, checkGermanPhone } from '@/lib/validators';

type Ctx = GraphQLContext;
type Args<T> = T;

async function leadState(ctx: Ctx, lead: LeadRow) {
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
    affordability_funnel_finished: lead.affordabilityFunnelFinished,
    optimal_mortgage_funnel_finished: lead.optimalMortgageFunnelFinished,
    qualification_funnel_finished: lead.qualificationFunnelFinished,
    rent_vs_buy_funnel_finished: lead.rentVsBuyFunnelFinished,
    funnel: lead.funnel,
    probability: { expected_value_of_mortgage: lead.expectedValueOfMortgage },
    optimal_offer: { visible_to_customer: lead.optimalOfferVisibleToCustomer },
    lending_criteria: { property_usage: lead.propertyUsage },
    // newLead: resolved by the account feature, which owns the saved calculations (AffordabilityReport).
    affordability_calculation: { report: { lead } },
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
    picture: advisor.picture ? advisorPictureUrl(advisor.picture, DEFAULT_AVATAR_SIZE, 'jpg') : null,
    pictureWebp: advisor.picture ? advisorPictureUrl(advisor.picture, DEFAULT_AVATAR_SIZE, 'webp') : null,
    description: advisor.description[locale],
    title: advisor.title[locale],
    titleDe: advisor.title.de,
    enumValue: advisor.enumValue,
    isDemo: advisor.isDemo,
  };
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
      return { id: loggedIn.id, email: loggedIn.email, eligibleForAccount: true, affordabilityCalculation: { report: { lead: loggedIn } } };
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
    setLocale: async (_: unknown, { locale }: Args<{ locale: Locale }>, ctx: Ctx) => {
      requireOrigin(ctx);
      await setLeadLocale(await ctx.db(), (await known(ctx)).id, locale, ctx.now());
      return { step: 'done' };
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
    persistGoogleConversion: async (_: unknown, { gclid }: Args<{ gclid: string }>, ctx: Ctx) => {
      requireOrigin(ctx);
      return { success: await persistGoogleConversion(await ctx.db(), await known(ctx), gclid, ctx.now()) };
    },
    persistFacebookConversion: async (_: unknown, args: Args<{ facebookId: string; conversionId: string }>, ctx: Ctx) => {
      requireOrigin(ctx);
      return { success: await persistFacebookConversion(await ctx.db(), await known(ctx), args.facebookId, args.conversionId, ctx.now()) };
    },
    requestFacebookConversion: async (_: unknown, args: Args<{ facebookId: string; conversionId: string }>, ctx: Ctx) => {
      requireOrigin(ctx);
      return { success: await persistFacebookConversion(await ctx.db(), await known(ctx), args.facebookId, args.conversionId, ctx.now()) };
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

