import { notFound } from 'next/navigation';
import { isLocale, type Locale } from './routes';

/** The locale of a route's params, or the 404 page. */
export function requireLocale(value: string): Locale {
  if (!isLocale(value)) notFound();
  return value;
}
