import type { ReactNode } from 'react';
import { getFormatter, getTranslations } from 'next-intl/server';
import { SITE } from '@/config/site';
import { getStaticPage, type StaticPageSlug } from '@/features/content/static-pages';
import type { Locale } from '@/i18n/routes';

const URL_PATTERN = /(https?:\/\/[^\s),;]+[^\s),;.])/g;

/** Turns bare web addresses in a text into links. */
function Linkified({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <a key={i} href={part} className="text-brand-700 underline" rel="noopener">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </>
  );
}

/** Body of a static page: its sections, with extras after named sections. */
export async function StaticContent({ slug, locale }: { slug: StaticPageSlug; locale: Locale }) {
  const page = getStaticPage(slug, locale);
  const t = await getTranslations({ locale, namespace: 'staticPages' });
  const format = await getFormatter({ locale });
  const extras: Record<string, ReactNode> = {
    'credit-intermediary': (
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {SITE.credit34i.professionalRules.map((rule) => (
          <li key={rule.url}>
            <a href={rule.url} className="text-brand-700 underline" rel="noopener">{rule.name}</a>
          </li>
        ))}
      </ul>
    ),
  };
  return (
    <div className="max-w-3xl wrap-break-word">
      {page.sections.map((s) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-h`} className="mt-8">
          <h2 id={`${s.id}-h`} className="text-xl font-semibold">{s.heading}</h2>
          {s.paragraphs.map((p, i) => (
            <p key={i} className="mt-2 leading-relaxed text-ink/90"><Linkified text={p} /></p>
          ))}
          {s.items && (
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {s.items.map((item, i) => <li key={i}><Linkified text={item} /></li>)}
            </ul>
          )}
          {slug === 'imprint' && extras[s.id]}
        </section>
      ))}
      <p className="mt-10 text-sm text-muted">{t('updated', { date: format.dateTime(new Date(`${page.updated}T12:00:00Z`), 'short') })}</p>
    </div>
  );
}
