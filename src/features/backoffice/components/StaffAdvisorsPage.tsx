import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { CheckboxField, Field, Input, PRIMARY_BUTTON_CLASS, TextAreaField, TextField } from '@/components/forms';
import { Avatar } from '@/components/ui/Avatar';
import { getDb } from '@/db';
import { DESCRIPTION_MAX, listAdvisorProfiles, TITLE_MAX, type AdvisorProfile } from '@/features/advisors/server';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import { readFormState } from '@/lib/forms/form-state';
import { ADVISOR_DRAFT, type ADVISOR_DRAFT_FIELDS } from '../drafts';

type Draft = Record<(typeof ADVISOR_DRAFT_FIELDS)[number], string>;
type Query = Record<string, string | undefined>;
const FIELDS = ['email', 'givenName', 'surname', 'phone', 'titleDe', 'titleEn', 'descriptionDe', 'descriptionEn', 'languages', 'picture'] as const;
type FormField = (typeof FIELDS)[number];
const CODES = ['required', 'invalidEmail', 'invalidName', 'invalidPhone', 'tooLong', 'emailTaken', 'PICTURE_TYPE', 'PICTURE_TOO_SMALL', 'PICTURE_UNREADABLE', 'pictureTooLarge'] as const;
type Code = (typeof CODES)[number];

/**
 * Advisor profiles for admins (issue 28): every advisor with picture, titles and state, a form to edit each (both
 * languages' titles and descriptions, languages, active, a new picture or none) and one for a new advisor. Plain
 * multipart forms posting to /api/staff/advisors; a refused form comes back the form kit's way (ADR 025): the form's
 * id and the fields' codes from the address, what was entered from the draft cookie, the errors in words.
 */
export async function StaffAdvisorsPage({ locale, query }: { locale: Locale; query: Query }) {
  const [t, tl] = await Promise.all([getTranslations({ locale, namespace: 'staff.advisors' }), getTranslations({ locale, namespace: 'staff.leads' })]);
  const profiles = await listAdvisorProfiles(await getDb());
  const done = query.done === 'created' || query.done === 'saved' ? query.done : null;
  const doneName = done ? profiles.find((p) => p.id === query.advisor) : undefined;
  const state = readFormState({ errors: query.errors, error: query.error }, (await cookies()).get(ADVISOR_DRAFT.name)?.value, { cookie: ADVISOR_DRAFT, errorFields: FIELDS, codes: CODES, formErrors: ['NOT_FOUND'] });
  const refusedForm = Object.keys(state.errors).length > 0 ? (query.form ?? null) : null;
  // What was typed into the refused form: the draft names its form by the advisor's id ('' for a new one).
  const draftOf = (form: string): Draft | null => (refusedForm === form && state.draft && (state.draft.id || 'new') === form ? state.draft : null);
  const errorsOf = (form: string): Partial<Record<FormField, string>> => {
    if (refusedForm !== form) return {};
    const out: Partial<Record<FormField, string>> = {};
    for (const f of FIELDS) {
      const code = (state.errors as Partial<Record<FormField, string>>)[f] as Code | undefined;
      if (code) out[f] = t(`errors.${code}`);
    }
    return out;
  };
  const name = (p: AdvisorProfile) => `${p.givenName} ${p.surname}`;
  return (
    <>
      <nav aria-label={tl('nav.team')} className="mb-4 flex flex-wrap gap-4 text-sm">
        <a className="underline" href={localizedPath('staff', locale)}>{tl('nav.team')}</a>
        <a className="underline" href={localizedPath('staff-members', locale)}>{t('members')}</a>
      </nav>
      {done && doneName && (
        <p role="status" className="mb-4 max-w-2xl rounded-lg border border-emerald-600 bg-emerald-50 p-3" data-testid="advisors-done">
          {t(`done.${done}`, { name: name(doneName) })}
        </p>
      )}
      {state.error === 'NOT_FOUND' && <p role="alert" className="mb-4 max-w-2xl rounded-lg border border-red-300 bg-red-50 p-3 text-red-900" data-testid="advisors-error">{t('errors.NOT_FOUND')}</p>}
      {refusedForm && <p role="alert" className="mb-4 max-w-2xl rounded-lg border border-red-300 bg-red-50 p-3 text-red-900" data-testid="advisors-error">{t('errors.INVALID_INPUT')}</p>}

      <details className="max-w-3xl rounded-xl border border-slate-200 p-4" id="advisor-new" open={refusedForm === 'new' || profiles.length === 0}>
        <summary className="cursor-pointer text-lg font-semibold">{t('new')}</summary>
        <ProfileForm locale={locale} t={t} formId="new" profile={null} draft={draftOf('new')} errors={errorsOf('new')} />
      </details>

      <ul className="mt-6 max-w-3xl space-y-4" data-testid="advisor-profiles">
        {profiles.map((p) => (
          <li key={p.id} id={`advisor-${p.id}`} className="rounded-xl border border-slate-200 p-4" data-testid="advisor-profile" data-advisor={p.enumValue}>
            <div className="flex items-center gap-4">
              <Avatar name={name(p)} picture={p.picture} />
              <div className="min-w-0">
                <p className="font-semibold">
                  {name(p)}
                  {p.isDemo && <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">{t('demo')}</span>}
                </p>
                <p className="text-sm text-muted">{locale === 'de' ? p.titleDe : p.titleEn}</p>
                <p className="text-sm" data-testid="advisor-state">{p.active ? t('active') : t('inactive')} · {p.enumValue}</p>
              </div>
            </div>
            <details className="mt-3" open={refusedForm === p.id}>
              <summary className="cursor-pointer underline">{t('edit', { name: name(p) })}</summary>
              <ProfileForm locale={locale} t={t} formId={p.id} profile={p} draft={draftOf(p.id)} errors={errorsOf(p.id)} />
            </details>
          </li>
        ))}
      </ul>
    </>
  );
}

type T = Awaited<ReturnType<typeof getTranslations<'staff.advisors'>>>;

function ProfileForm({ locale, t, formId, profile, draft, errors }: { locale: Locale; t: T; formId: string; profile: AdvisorProfile | null; draft: Draft | null; errors: Partial<Record<FormField, string>> }) {
  const id = (field: string) => `advisor-${formId}-${field}`;
  const value = (field: keyof Draft, current: string | null | undefined) => (draft ? draft[field] : (current ?? ''));
  const checked = (field: 'lang_de' | 'lang_en' | 'active', current: boolean) => (draft ? draft[field] === '1' : current);
  return (
    <form method="post" action={`/api/staff/advisors?locale=${locale}`} encType="multipart/form-data" className="mt-3 grid gap-3 sm:grid-cols-2" data-testid={`advisor-form-${profile ? profile.enumValue : 'new'}`}>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="id" value={profile?.id ?? ''} />
      <TextField id={id('givenName')} name="givenName" label={t('fields.givenName')} required maxLength={100} autoComplete="off" defaultValue={value('givenName', profile?.givenName)} error={errors.givenName} />
      <TextField id={id('surname')} name="surname" label={t('fields.surname')} required maxLength={100} autoComplete="off" defaultValue={value('surname', profile?.surname)} error={errors.surname} />
      <TextField id={id('email')} name="email" type="email" label={t('fields.email')} required maxLength={254} autoComplete="off" defaultValue={value('email', profile?.email)} error={errors.email} />
      <TextField id={id('phone')} name="phone" type="tel" label={t('fields.phone')} maxLength={30} autoComplete="off" defaultValue={value('phone', profile?.phoneNumber)} error={errors.phone} />
      <TextField id={id('titleDe')} name="titleDe" label={t('fields.titleDe')} required maxLength={TITLE_MAX} lang="de" defaultValue={value('titleDe', profile?.titleDe)} error={errors.titleDe} />
      <TextField id={id('titleEn')} name="titleEn" label={t('fields.titleEn')} required maxLength={TITLE_MAX} lang="en" defaultValue={value('titleEn', profile?.titleEn)} error={errors.titleEn} />
      <TextAreaField id={id('descriptionDe')} name="descriptionDe" label={t('fields.descriptionDe')} required maxLength={DESCRIPTION_MAX} rows={4} lang="de" defaultValue={value('descriptionDe', profile?.descriptionDe)} error={errors.descriptionDe} />
      <TextAreaField id={id('descriptionEn')} name="descriptionEn" label={t('fields.descriptionEn')} required maxLength={DESCRIPTION_MAX} rows={4} lang="en" defaultValue={value('descriptionEn', profile?.descriptionEn)} error={errors.descriptionEn} />
      <fieldset className="flex flex-col gap-1" aria-describedby={errors.languages ? `${id('languages')}-error` : undefined}>
        <legend className="font-medium">{t('fields.languages')}</legend>
        <CheckboxField id={id('lang-de')} name="lang_de" value="1" label={t('languages.de')} defaultChecked={checked('lang_de', profile ? profile.languages.includes('de') : true)} />
        <CheckboxField id={id('lang-en')} name="lang_en" value="1" label={t('languages.en')} defaultChecked={checked('lang_en', profile ? profile.languages.includes('en') : false)} />
        {errors.languages && <p id={`${id('languages')}-error`} className="text-sm text-red-800">{errors.languages}</p>}
      </fieldset>
      <div className="flex flex-col gap-1">
        <CheckboxField id={id('active')} name="active" value="1" label={t('fields.active')} defaultChecked={checked('active', profile ? profile.active : true)} />
        <p className="text-sm text-muted">{t('activeHint')}</p>
      </div>
      <Field id={id('picture')} label={t('fields.picture')} hint={t('pictureHint')} error={errors.picture}>
        <Input id={id('picture')} name="picture" type="file" accept="image/jpeg,image/png,image/webp" error={errors.picture} />
      </Field>
      {profile?.picture && <CheckboxField id={id('remove')} name="removePicture" value="1" label={t('fields.removePicture')} />}
      <button type="submit" className={`${PRIMARY_BUTTON_CLASS} self-start sm:col-span-2`}>{profile ? t('save') : t('create')}</button>
    </form>
  );
}
