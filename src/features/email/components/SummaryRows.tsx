import { Section, Text } from '@react-email/components';

/** One answer of a form as the e-mail shows it, already in the e-mail's language. */
export interface SummaryRow {
  label: string;
  value: string;
}

/** Answers under a title as "Label: value" lines on a tinted box (they read well in the plain-text part too). */
export function SummaryRows({ title, rows }: { title: string; rows: SummaryRow[] }) {
  return (
    <Section style={{ backgroundColor: '#f6f8f7', borderRadius: '8px', padding: '12px 16px', margin: '16px 0' }}>
      <Text style={{ fontSize: '16px', fontWeight: 700, margin: '0 0 8px' }}>{title}</Text>
      {rows.map((row) => (
        <Text key={row.label} style={{ fontSize: '15px', margin: '4px 0' }}>
          {row.label}: <strong>{row.value}</strong>
        </Text>
      ))}
    </Section>
  );
}
