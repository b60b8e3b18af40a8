import { CheckboxField, PRIMARY_BUTTON_CLASS, TextField } from '@/components/forms';
import type { ReactNode } from 'react';
import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { StandardPage, requireLocale } from '@/components/page/StandardPage';
import { getLoggedInLead } from '@/features/leads/server';
import type { LeadRow } from '@/features/leads/server';
import { ACCOUNT_DELETED_COOKIE } from '@/features/privacy/server';
import { SAVED_INPUT_KEYS, SAVED_KINDS, type SavedKind } from '@/features/saved-calculations/server';
import { localizedPath } from '@/i18n/paths';
import { asRouteName, type Locale } from '@/i18n/routes';
import { returnPathOf } from '@/features/auth/server';
import { readFormState } from '@/lib/forms/form-state';
import { firstValue } from '@/lib/search-params';
import { AccountNav } from '@/features/account/components/AccountNav';
import { AffordabilityBody } from '@/features/account/components/AffordabilityBody';
import { Dashboard } from '@/features/account/components/Dashboard';
import { ProfileBody } from '@/features/account/components/ProfileBody';
import { ReferBody } from '@/features/account/components/ReferBody';
import { LoginPrompt } from '@/components/page/LoginPrompt';
import { AccountPropertySearch, RadarIntro } from '@/features/properties/server';
import { ValuationBody } from '@/features/valuation/server';
import { CertificateBody } from '@/features/certificates/server';
import { CustomerOffersSection } from '@/features/offers/server';
import { SIGNUP_DRAFT, SIGNUP_ERROR_CODES } from '@/features/account/signup-form';

type Query = Record<string, string | string[] | undefined>;
const NAME_ERRORS = ['required', 'invalidName'] as const;

/**
 * This page with its query (a listing's certificate prefill, issue 48 part 7), without the codes of a refused
 * form: where the login and the signup step return to (the auth feature checks it: safeReturnPath).
 */
function returnHere(routeName: string, locale: Locale, query: Query): string {
  const { errors: _errors, error: _error, ...rest } = query;
  return returnPathOf(localizedPath(asRouteName(routeName), locale), rest);
}

/**
 * Account area page (rendered per request). Visitors who are not logged in see why they need to log in and
 * the login button (on the radar's page: what the radar is, with the way to the search and the login); a lead who has just confirmed a new address gives its name and consent first (the spec's
 * signup step). A lead with a name sees the account's sub-navigation and the page's body: its own (`body`) or
 * the one of its route (AccountBody). Right after an account deletion (flash cookie set by POST
 * /api/account/delete) a visitor sees that the account was deleted instead of the login request.
 */
export async function AccountPage({ routeName, locale: raw, query = {}, body }: { routeName: string; locale: string; query?: Query; body?: (lead: LeadRow) => ReactNode }) {
  const locale = requireLocale(raw);
  const lead = await getLoggedInLead();
  const t = await getTranslations({ locale, namespace: 'account' });
  const justDeleted = !lead && (await cookies()).get(ACCOUNT_DELETED_COOKIE)?.value === '1';
  return (
    <StandardPage routeName={routeName} locale={locale} illustration="account">
      {justDeleted ? (
        <AccountDeletedNotice locale={locale} />
      ) : !lead && routeName === 'account-property-search' ? (
        // The radar explains itself and leads to the search (issue 48), rather than only asking for a login.
        <RadarIntro locale={locale} />
      ) : !lead ? (
        <section aria-labelledby="login-required" className="max-w-2xl rounded-2xl border border-slate-200 p-6">
          <h2 id="login-required" className="text-xl font-semibold">{t('loginRequiredTitle')}</h2>
          <p className="mt-2 text-muted">{t('loginRequiredText')}</p>
          {routeName === 'account-affordability' && firstValue(query.saveLogin) === '1' && <SaveNeedsLogin locale={locale} query={query} />}
          <div className="mt-4">
            <LoginPrompt
              href={`${localizedPath('login', locale)}?${new URLSearchParams({ next: returnHere(routeName, locale, query) })}`}
              label={t('loginButton')}
              next={returnHere(routeName, locale, query)}
            />
          </div>
        </section>
      ) : (
        <>
          <p className="mb-6 text-sm text-muted" data-testid="signed-in-as">{t('signedInAs', { email: lead.email })}</p>
          {lead.givenName === null ? (
            <SignupStep locale={locale} routeName={routeName} query={query} />
          ) : (
            <>
              <AccountNav locale={locale} current={routeName} />
              {body ? body(lead) : <AccountBody routeName={routeName} locale={locale} lead={lead} query={query} />}
            </>
          )}
        </>
      )}
    </StandardPage>
  );
}

async function AccountDeletedNotice({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'accountData' });
  return (
    <section role="status" aria-labelledby="account-deleted" className="max-w-2xl rounded-2xl border border-emerald-600 bg-emerald-50 p-6" data-testid="account-deleted">
      <h2 id="account-deleted" className="text-xl font-semibold">{t('deletedTitle')}</h2>
      <p className="mt-2">{t('deletedText')}</p>
      <a href={localizedPath('index', locale)} className="mt-4 inline-block font-semibold text-brand-700 underline">{t('deletedHome')}</a>
    </section>
  );
}

async function SignupStep({ locale, routeName, query }: { locale: Locale; routeName: string; query: Query }) {
  const t = await getTranslations({ locale, namespace: 'account' });
  // A refused step comes back the form kit's way (ADR 025): the codes from the address, the typed name from the draft cookie.
  const state = readFormState({ errors: firstValue(query.errors) }, (await cookies()).get(SIGNUP_DRAFT.name)?.value, { cookie: SIGNUP_DRAFT, codes: SIGNUP_ERROR_CODES });
  const refused = Object.keys(state.errors).length > 0;
  const draft = refused ? state.draft : null;
  const nameError = NAME_ERRORS.find((e) => e === state.errors.name);
  const consentError = state.errors.consent === 'consentRequired';
  return (
    <section aria-labelledby="signup-title" className="max-w-2xl rounded-2xl border border-brand-600 p-6" data-testid="signup-step">
      <h2 id="signup-title" className="text-xl font-semibold">{t('signupTitle')}</h2>
      <p className="mt-2 text-muted">{t('signupText')}</p>
      <form method="post" action="/api/account/signup" className="mt-4">
        <input type="hidden" name="locale" value={locale} />
        {routeName === 'account-property-search' ? <input type="hidden" name="flow" value="prop_search" /> : <input type="hidden" name="next" value={returnHere(routeName, locale, query)} />}
        <TextField id="signup-name" name="name" label={t('nameLabel')} autoComplete="name" required defaultValue={draft?.name} error={nameError ? t(`errors.${nameError}`) : null} />
        <div className="mt-4">
          <CheckboxField
            id="signup-consent"
            name="consent"
            value="yes"
            required
            defaultChecked={draft?.consent === 'yes'}
            error={consentError ? t('errors.consentRequired') : null}
            label={
              <>
                {t('consentLabel')}{' '}
                (<a href={localizedPath('terms', locale)} className="underline">{t('termsLink')}</a>, <a href={localizedPath('privacy', locale)} className="underline">{t('privacyLink')}</a>)
              </>
            }
          />
        </div>
        <div className="mt-4">
          <CheckboxField id="signup-analytics" name="analytics" value="yes" defaultChecked={draft?.analytics === 'yes'} label={t('analyticsLabel')} aria-describedby="signup-analytics-hint" />
          <p id="signup-analytics-hint" className="mt-1 pl-7 text-sm text-muted">{t('analyticsHint')}</p>
        </div>
        <button type="submit" className={`${PRIMARY_BUTTON_CLASS} mt-4`}>{t('signupButton')}</button>
      </form>
    </section>
  );
}

/** The body of an account route for a lead with a name (the other account routes show their page text only). */
function AccountBody({ routeName, locale, lead, query }: { routeName: string; locale: Locale; lead: LeadRow; query: Query }) {
  switch (routeName) {
    case 'account':
      return (
        <>
          {/* The advisor's offers, when the advisor has shown one (issue 50, part 3). */}
          <CustomerOffersSection locale={locale} leadId={lead.id} query={query} />
          <Dashboard locale={locale} lead={lead} appointmentError={firstValue(query.appointmentError)} />
        </>
      );
    case 'account-affordability':
      return <AffordabilityBody locale={locale} leadId={lead.id} query={query} />;
    case 'account-refer':
      return <ReferBody locale={locale} leadId={lead.id} />;
    case 'account-profile':
      return <ProfileBody locale={locale} lead={lead} query={query} />;
    case 'account-property-search':
      return <AccountPropertySearch locale={locale} leadId={lead.id} query={query} />;
    case 'account-property-value':
      return <ValuationBody locale={locale} query={query} leadId={lead.id} />;
    case 'account-financing-certificate':
      return <CertificateBody locale={locale} query={query} leadId={lead.id} />;
    default:
      return null;
  }
}

/**
 * "Save to my account" from the calculator without a login: saving needs one. The inputs came along in the
 * query, so the link back to the calculator keeps them; after logging in the visitor saves from there.
 */
async function SaveNeedsLogin({ locale, query }: { locale: Locale; query: Query }) {
  const t = await getTranslations({ locale, namespace: 'accountArea.calculations' });
  const posted = firstValue(query.kind);
  const kind: SavedKind = SAVED_KINDS.includes(posted as SavedKind) ? (posted as SavedKind) : 'mortgage';
  const inputs = new URLSearchParams();
  for (const key of SAVED_INPUT_KEYS[kind]) {
    const v = firstValue(query[key]);
    if (v !== undefined) inputs.set(key, v);
  }
  const back = {
    mortgage: ['german-mortgage-calculator-calculator', 'backToCalculation'],
    budget: ['house-budget', 'backToBudget'],
    recommendation: ['funnel-report', 'backToReport'],
    priceRange: ['start-funnel', 'backToPriceRange'],
  } as const;
  const [route, label] = back[kind];
  return (
    <p className="mt-3 rounded-lg bg-amber-50 p-3 text-amber-900" data-testid="save-needs-login">
      {t('needsLogin')}{' '}
      <a href={`${localizedPath(route, locale)}?${inputs}`} className="font-semibold underline">{t(label)}</a>
    </p>
  );
}
