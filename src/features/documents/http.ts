import 'server-only';
import type { NextResponse } from 'next/server';
import { seeOther } from '@/features/auth/server';
import { localizedPath } from '@/i18n/paths';
import { isLocale, type Locale } from '@/i18n/routes';
import { isChecklistKey, isEmploymentType, type EmploymentType } from './checklist';

/** What the upload page needs to come back to the same place: language, checklist variant, item. */
export interface UploadPageState {
  locale: Locale;
  type: EmploymentType | null;
  item: string | null;
}

/** The page state carried in the form's action URL (a streamed upload may fail before its fields are read). */
export function uploadPageState(url: URL, fields: Record<string, string> = {}): UploadPageState {
  const locale = url.searchParams.get('locale') ?? fields.locale;
  const type = url.searchParams.get('type');
  const item = fields.category ?? url.searchParams.get('item');
  return { locale: isLocale(locale) ? locale : 'de', type: isEmploymentType(type) ? type : null, item: isChecklistKey(item) ? item : null };
}

/** The upload page with a result in its query (the page checks and translates it), scrolled to the item. */
export function uploadPage(state: UploadPageState, query: Record<string, string>): NextResponse {
  const search = new URLSearchParams({ ...(state.type ? { type: state.type } : {}), ...query, ...(state.item && 'error' in query ? { item: state.item } : {}) });
  return seeOther(`${localizedPath('account-upload-documents', state.locale)}?${search}${state.item ? `#item-${state.item}` : ''}`);
}

