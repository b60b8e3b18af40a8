import { getTranslations } from 'next-intl/server';
import { ChoiceGroup, PRIMARY_BUTTON_CLASS, TextField } from '@/components/forms';
import { getDb } from '@/db';
import type { Locale } from '@/i18n/routes';
import { FLAG_MODES } from '../definitions';
import { flagSettings, SET_FLAG_ERRORS } from '../repository';

/**
 * The admins' feature flags (issue 28, ADR 040) on the administration page: each declared flag with its purpose,
 * where it shows, and one form to set it off, on, or on for a percentage of visitors.
 */
export async function FlagsSection({ locale, error, errorFlag }: { locale: Locale; error: string | null; errorFlag: string | null }) {
  const t = await getTranslations({ locale, namespace: 'staff.flags' });
  const settings = await flagSettings(await getDb());
  // The code comes back in the address: only a known one is shown.
  const code = SET_FLAG_ERRORS.find((c) => c === error) ?? null;
  return (
    <section aria-labelledby="admin-flags" className="mt-6 max-w-3xl rounded-xl border border-slate-200 p-4" data-testid="admin-flags">
      <h2 id="admin-flags" className="text-xl font-semibold">{t('title')}</h2>
      <p className="mt-2">{t('intro')}</p>
      <ul className="mt-4 space-y-4">
        {settings.map((s) => {
          const failed = code !== null && errorFlag === s.key;
          return (
            <li key={s.key} className="rounded-lg border border-slate-200 p-3" data-testid={`flag-${s.key}`}>
              <h3 className="font-semibold">{t(`defs.${s.key}.name`)}</h3>
              <p className="mt-1 text-sm">{t(`defs.${s.key}.purpose`)}</p>
              <p className="mt-1 text-sm font-medium" data-testid="flag-state">
                {s.mode === 'percentage' ? t('state.percentage', { percentage: s.percentage }) : t(`state.${s.mode}`)}
              </p>
              <form method="post" action="/api/staff/admin" className="mt-3 flex flex-col gap-3">
                <input type="hidden" name="locale" value={locale} />
                <input type="hidden" name="action" value="flag" />
                <input type="hidden" name="key" value={s.key} />
                <ChoiceGroup
                  id={`flag-${s.key}-mode`}
                  name="mode"
                  look="inline"
                  legend={t('modeLegend', { name: t(`defs.${s.key}.name`) })}
                  legendClassName="sr-only"
                  optionsClassName="flex flex-wrap gap-3"
                  defaultValue={s.mode}
                  options={FLAG_MODES.map((mode) => ({ value: mode, label: t(`mode.${mode}`) }))}
                />
                <TextField
                  id={`flag-${s.key}-percentage`}
                  name="percentage"
                  label={t('percentage')}
                  inputMode="numeric"
                  short
                  defaultValue={String(s.percentage)}
                  error={failed ? t(`errors.${code}`) : null}
                />
                <button type="submit" className={`${PRIMARY_BUTTON_CLASS} self-start`}>{t('submit')}</button>
              </form>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
