import { LanguageAnchor } from '../LanguageAnchor';
import type { HeaderLabels, LanguageLinkModel } from './model';

/** The header bar's language switch (development only, see ../SiteHeader.tsx): the locale codes. */
export function HeaderLanguageLinks({ links, labels }: { links: LanguageLinkModel[]; labels: HeaderLabels }) {
  return (
    <ul aria-label={labels.language} className="hidden items-center gap-1 text-sm lg:flex">
      {links.map((l) => (
        <li key={l.locale}>
          <LanguageAnchor link={l} className="rounded px-2 py-1 uppercase text-muted hover:bg-brand-50 aria-[current=true]:font-bold aria-[current=true]:text-ink">
            {l.locale}
          </LanguageAnchor>
        </li>
      ))}
    </ul>
  );
}

/** The drawer's language switch: the languages' names. */
export function DrawerLanguageLinks({ links, labels }: { links: LanguageLinkModel[]; labels: HeaderLabels }) {
  return (
    <ul aria-label={labels.language} className="mt-4 flex gap-2 text-sm">
      {links.map((l) => (
        <li key={l.locale}>
          <LanguageAnchor link={l} className="rounded border border-slate-200 px-3 py-1.5 aria-[current=true]:border-brand-600 aria-[current=true]:font-semibold">
            {l.label}
          </LanguageAnchor>
        </li>
      ))}
    </ul>
  );
}
