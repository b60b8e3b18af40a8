import { StandardPage, standardMetadata, requireLocale } from '@/components/page/StandardPage';
import { localizedPath } from '@/i18n/paths';
import { todayInBerlin } from '@/lib/dates';
import { PropertySearchSection } from './components/PropertySearchSection';

type Query = Record<string, string | string[] | undefined>;

export async function propertiesMetadata({ params }: { params: Promise<{ locale: string }> }) {
  return standardMetadata('properties', await params);
}

/** `/en/properties`, `/de/immobilien`: the property search above the buying guide (issue 25). */
export async function PropertiesPage({ params, query }: { params: Promise<{ locale: string }>; query: Query }) {
  const locale = requireLocale((await params).locale);
  return (
    // A submitted search (any parameter): on a phone the results come first, the guide's intro from the `sm` width up.
    <StandardPage routeName="properties" locale={locale} introFromSm={Object.keys(query).length > 0}>
      <PropertySearchSection locale={locale} action={localizedPath('properties', locale)} query={query} today={todayInBerlin()} />
    </StandardPage>
  );
}
