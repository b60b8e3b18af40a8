import { Button, Link, Section, Text } from '@react-email/components';
import { BRAND_COLOUR as brand, Layout } from '@/features/email/server';

export interface PropertyAlertTexts {
  lang: string;
  brand: string;
  preview: string;
  greeting: string;
  intro: string;
  demo: string | null;
  more: string | null;
  button: string;
  why: string;
  unsubscribe: string;
  signature: string;
  footer: string;
  footerWhy: string;
}

/** One listing of the alert, its lines already in the lead's language. */
export interface PropertyAlertItem {
  /** What happened to it (issue 48); `label` says it in words: "New on the market", "Withdrawn", … */
  kind: 'new' | 'back' | 'reduced' | 'withdrawn';
  label: string;
  title: string;
  /** Key figures and place in one line, e.g. "€ 420,000 · 78 m² · 3 rooms · 10115 Berlin". */
  facts: string;
  /** "Price reduced from €450,000 to €420,000" (for a new listing: since it came), or null. */
  change: string | null;
  /** "€1,364 a month with €120,000 own funds" (issue 48), or null. */
  monthly: string | null;
  /** "Within your budget" / "At the limit of your budget" / "Above your budget" (issue 48), or null. */
  budget: string | null;
  url: string;
}

/** Each kind's label colour: green for what is new or cheaper, grey for what is gone. */
const LABEL_COLOUR: Record<PropertyAlertItem['kind'], string> = { new: '#1d6b57', back: '#1d6b57', reduced: '#1d6b57', withdrawn: '#4a5565' };

/** The property radar's alert (issue 25): the new, reduced or withdrawn listings of one radar, with the unsubscribe link. */
export function PropertyAlertEmail({ texts, items, searchUrl, manageUrl, unsubscribeUrl }: { texts: PropertyAlertTexts; items: PropertyAlertItem[]; searchUrl: string; manageUrl: string; unsubscribeUrl: string }) {
  return (
    <Layout texts={texts}>
      <Text style={{ fontSize: '16px' }}>{texts.greeting}</Text>
      <Text style={{ fontSize: '16px' }}>{texts.intro}</Text>
      {texts.demo && <Text style={{ fontSize: '14px', color: '#7a4b00', backgroundColor: '#fff7e6', padding: '8px 12px', borderRadius: '6px' }}>{texts.demo}</Text>}
      {items.map((item) => (
        <Section key={item.url} style={{ borderTop: '1px solid #e2e8f0', padding: '12px 0' }}>
          <Text style={{ fontSize: '13px', fontWeight: 700, margin: '0 0 4px', color: LABEL_COLOUR[item.kind] }}>{item.label}</Text>
          <Text style={{ fontSize: '16px', fontWeight: 700, margin: '0 0 4px' }}>
            <Link href={item.url} style={{ color: brand }}>{item.title}</Link>
          </Text>
          <Text style={{ fontSize: '14px', margin: 0 }}>{item.facts}</Text>
          {item.change && <Text style={{ fontSize: '14px', margin: '4px 0 0', color: '#1d6b57', fontWeight: 700 }}>{item.change}</Text>}
          {item.monthly && <Text style={{ fontSize: '14px', margin: '4px 0 0' }}>{item.monthly}</Text>}
          {item.budget && <Text style={{ fontSize: '14px', margin: '4px 0 0', fontWeight: 700 }}>{item.budget}</Text>}
        </Section>
      ))}
      {texts.more && <Text style={{ fontSize: '14px' }}>{texts.more}</Text>}
      <Section style={{ textAlign: 'center', margin: '24px 0' }}>
        <Button href={searchUrl} style={{ backgroundColor: brand, color: '#ffffff', padding: '14px 24px', borderRadius: '8px', fontWeight: 700, fontSize: '16px' }}>
          {texts.button}
        </Button>
      </Section>
      <Text style={{ fontSize: '16px' }}>{texts.signature}</Text>
      <Text style={{ fontSize: '13px', color: '#4a5565' }}>
        {texts.why} <Link href={manageUrl} style={{ color: '#4a5565' }}>{manageUrl}</Link>
      </Text>
      <Text style={{ fontSize: '13px', color: '#4a5565' }}>
        <Link href={unsubscribeUrl} style={{ color: '#4a5565' }}>{texts.unsubscribe}</Link>
      </Text>
    </Layout>
  );
}
