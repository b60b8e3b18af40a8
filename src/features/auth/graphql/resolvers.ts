import { env } from '@/env';
import { attributionFrom, requireOrigin, who } from '@/features/leads/server';
import { apiError } from '@/lib/graphql/api-error';
import type { GraphQLContext } from '@/lib/graphql/context';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import { clientIp } from '@/lib/client-ip';
import { LOGIN_EMAIL_COOKIE, loginCookieValue, loginEmailCookieOptions } from '../cookies';
import { requestLogin } from '../login';

type Ctx = GraphQLContext;

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
  ctx.setCookie({ name: LOGIN_EMAIL_COOKIE, value: loginCookieValue(result.browser, result.email), options: loginEmailCookieOptions });
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

export const authResolvers = {
  Mutation: {
    requestAccountLink: (_: unknown, { email, route_name, locale, altcha }: { email: string; route_name?: string | null; locale: Locale; altcha?: string | null }, ctx: Ctx) =>
      linkRequest(ctx, email, returnRoute(route_name), locale, altcha ?? null),
    requestAppointmentLink: (_: unknown, { email, locale, altcha }: { email: string; locale: Locale; altcha?: string | null }, ctx: Ctx) =>
      linkRequest(ctx, email, 'appointment', locale, altcha ?? null),
  },
};
