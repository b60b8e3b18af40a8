import { Field, Input } from '@/components/forms';
import { getFormatter, getTranslations } from 'next-intl/server';
import { getDb } from '@/db';
import type { LeadRow } from '@/features/leads/server';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import { firstValue } from '@/lib/search-params';
import { checklistFor, isChecklistKey, isEmploymentType, EMPLOYMENT_TYPES, type EmploymentType } from '../checklist';
import { isDocumentErrorCode } from '../errors';
import { listDocuments, type DocumentInfo } from '../repository';
import { MAX_FILES_PER_LEAD } from '../upload-document';

type Query = Record<string, string | string[] | undefined>;

const ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';
const button = 'rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** File size in the page's language: "850 kB", "2.4 MB" / "2,4 MB". */
export function formatFileSize(bytes: number, locale: Locale): string {
  if (bytes < 1024 * 1024) return new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(Math.max(1, Math.round(bytes / 1024)));
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(bytes / (1024 * 1024));
}

/**
 * The upload page's body for a logged-in lead: the checklist of what the bank will need (employee or
 * self-employed, switched by a plain link: the account pages render per request, so the query needs no
 * cached twin), per item its files and an upload form that works without JavaScript, a tick for items with a
 * file, and the result of the last upload from the query (a success only for a document the lead really has).
 */
export async function UploadDocuments({ lead, locale, query }: { lead: LeadRow; locale: Locale; query: Query }) {
  const t = await getTranslations({ locale, namespace: 'documents' });
  const format = await getFormatter({ locale });
  const requested = firstValue(query.type);
  const type: EmploymentType = isEmploymentType(requested) ? requested : 'employee';
  const docs = await listDocuments(await getDb(), lead.id);
  const uploaded = docs.find((d) => d.id === firstValue(query.uploaded));
  const errorParam = firstValue(query.error);
  const error = isDocumentErrorCode(errorParam) ? errorParam : null;
  const itemParam = firstValue(query.item);
  const errorItem = error && isChecklistKey(itemParam) ? itemParam : null;
  const sections = checklistFor(type);
  const shown = new Set<string>(sections.flatMap((s) => s.items.map((i) => i.key)));
  const filesOf = (key: string) => docs.filter((d) => d.category === key);
  const others = docs.filter((d) => !d.category || !shown.has(d.category));
  const total = shown.size;
  const done = [...shown].filter((key) => filesOf(key).length > 0).length;
  const pagePath = localizedPath('account-upload-documents', locale);

  const fileList = (files: DocumentInfo[]) =>
    files.length > 0 && (
      <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200">
        {files.map((f) => (
          <li key={f.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2" data-testid="document-row">
            <div className="min-w-0">
              <a href={`/api/account/documents/${f.id}`} className="font-medium text-brand-700 underline break-all">{f.fileName}</a>
              <p className="text-sm text-muted">{t('fileMeta', { size: formatFileSize(f.sizeBytes, locale), date: format.dateTime(f.createdAt, 'short') })}</p>
            </div>
            <form method="post" action={`/api/account/documents/${f.id}/delete`}>
              <input type="hidden" name="locale" value={locale} />
              <input type="hidden" name="type" value={type} />
              <button type="submit" className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-50" aria-label={t('deleteFileLabel', { name: f.fileName })}>
                {t('deleteFile')}
              </button>
            </form>
          </li>
        ))}
      </ul>
    );

  return (
    <div className="max-w-3xl" data-testid="upload-documents">
      {uploaded && (
        <p role="status" className="mb-6 rounded-lg border border-emerald-600 bg-emerald-50 px-4 py-3" data-testid="upload-success">
          {t('uploaded', { name: uploaded.fileName })}
        </p>
      )}
      {error && !errorItem && (
        <p role="alert" className="mb-6 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800" data-testid="upload-error">
          {t(`errors.${error}`)}
        </p>
      )}

      <nav aria-labelledby="employment-type" className="rounded-2xl border border-slate-200 p-4">
        <p id="employment-type" className="font-medium">{t('typeQuestion')}</p>
        <ul className="mt-2 flex flex-wrap gap-2">
          {EMPLOYMENT_TYPES.map((option) => (
            <li key={option}>
              <a
                href={`${pagePath}?type=${option}`}
                aria-current={option === type ? 'page' : undefined}
                className={`inline-block rounded-full border px-4 py-2 font-medium ${option === type ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 hover:bg-slate-50'}`}
              >
                {t(`types.${option}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <p className="mt-6 text-muted" data-testid="checklist-progress">{t('progress', { done, total })}</p>
      <p className="mt-1 text-sm text-muted">{t('rules', { files: MAX_FILES_PER_LEAD })}</p>

      {sections.map((section) => (
        <section key={section.key} aria-labelledby={`section-${section.key}`} className="mt-8">
          <h2 id={`section-${section.key}`} className="text-xl font-semibold">{t(`checklist.sections.${section.key}`)}</h2>
          <ul className="mt-3 space-y-4">
            {section.items.map((item) => {
              const files = filesOf(item.key);
              const complete = files.length > 0;
              const title = t(`checklist.items.${item.key}.title`);
              const itemError = errorItem === item.key ? error : null;
              return (
                <li key={item.key} id={`item-${item.key}`} className="scroll-mt-24 rounded-2xl border border-slate-200 p-4" data-testid={`item-${item.key}`}>
                  <div className="flex items-start gap-3">
                    <span
                      className={`mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full border-2 ${complete ? 'border-emerald-700 bg-emerald-700 text-white' : 'border-slate-400'}`}
                      data-testid={complete ? 'item-done' : 'item-open'}
                      aria-hidden="true"
                    >
                      {complete && (
                        <svg viewBox="0 0 16 16" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2.5">
                          <path d="M3 8.5l3 3 7-7" />
                        </svg>
                      )}
                    </span>
                    <div className="min-w-0 flex-1">
                      <h3 className="font-semibold">
                        {title} <span className="sr-only">({complete ? t('itemDone') : t('itemOpen')})</span>
                      </h3>
                      <p className="text-sm text-muted">{t(`checklist.items.${item.key}.hint`)}</p>
                      {fileList(files)}
                      <form method="post" encType="multipart/form-data" action={`/api/account/documents?${new URLSearchParams({ locale, type, item: item.key })}`} className="mt-3">
                        <input type="hidden" name="locale" value={locale} />
                        <input type="hidden" name="category" value={item.key} />
                        <Field id={`file-${item.key}`} label={t('fileLabel', { item: title })} error={itemError ? <span role="alert">{t(`errors.${itemError}`)}</span> : null} errorTestId="upload-error">
                          <div className="flex flex-wrap items-center gap-2">
                            <Input id={`file-${item.key}`} name="file" type="file" accept={ACCEPT} required error={itemError} />
                            <button type="submit" className={button}>{t('uploadButton')}</button>
                          </div>
                        </Field>
                      </form>
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      ))}

      {others.length > 0 && (
        <section aria-labelledby="other-files" className="mt-8">
          <h2 id="other-files" className="text-xl font-semibold">{t('otherFiles')}</h2>
          <p className="text-sm text-muted">{t('otherFilesText')}</p>
          {fileList(others)}
        </section>
      )}
    </div>
  );
}
