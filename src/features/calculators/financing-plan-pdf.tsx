/**
 * The financing plan as a PDF (@react-pdf/renderer, rendered on the server without network access).
 * Content and texts come from ./financing-plan.ts buildFinancingPlan; this file only lays them out:
 * page 1 the inputs, costs and financing; then the yearly schedule (its column heads repeat on every page).
 *
 * Font: Inter (latin 400/700) from @fontsource/inter as WOFF (react-pdf cannot read WOFF2), registered with
 * an absolute path at runtime so it is embedded and umlauts, "€" and "−" render.
 */
import path from 'node:path';
import type { ComponentProps } from 'react';
import { Document, Font, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer';
import type { FinancingPlan, PlanSection } from './financing-plan';

const FONT_FAMILY = 'Inter';
let fontsRegistered = false;

function registerFonts(): void {
  if (fontsRegistered) return;
  const file = (weight: number) => path.join(process.cwd(), 'node_modules/@fontsource/inter/files', `inter-latin-${weight}-normal.woff`);
  Font.register({
    family: FONT_FAMILY,
    fonts: [
      { src: file(400), fontWeight: 400 },
      { src: file(700), fontWeight: 700 },
    ],
  });
  // No automatic hyphenation (its English rules split German words wrongly).
  Font.registerHyphenationCallback((word) => [word]);
  fontsRegistered = true;
}

const COLORS = { brand: '#1d6b57', brandLight: '#eef7f4', ink: '#1b2430', muted: '#4a5565', rule: '#d5ece4' };

// No unitless lineHeight on the page or other containers: react-pdf 4.9 resolves it to points with the
// container's font size (children inherit that, so larger text overlaps) and then drops `render` texts.
const s = StyleSheet.create({
  page: { fontFamily: FONT_FAMILY, fontSize: 9.5, color: COLORS.ink, paddingTop: 40, paddingBottom: 78, paddingHorizontal: 48 },
  header: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-end', borderBottomWidth: 2, borderBottomColor: COLORS.brand, paddingBottom: 8, marginBottom: 14 },
  brand: { fontSize: 18, fontWeight: 700, color: COLORS.brand },
  title: { fontSize: 13, fontWeight: 700, marginTop: 2 },
  date: { fontSize: 9, color: COLORS.muted },
  intro: { color: COLORS.muted, marginBottom: 12 },
  section: { marginBottom: 12 },
  heading: { fontSize: 11, fontWeight: 700, color: COLORS.brand, marginBottom: 4 },
  row: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 2.5, borderBottomWidth: 0.5, borderBottomColor: COLORS.rule },
  label: { flexGrow: 1, flexShrink: 1, paddingRight: 12 },
  valueCell: { alignItems: 'flex-end' },
  value: { textAlign: 'right', fontFeatureSettings: ['tnum'] },
  note: { fontSize: 8, color: COLORS.muted, textAlign: 'right' },
  strong: { fontWeight: 700 },
  tableHead: { flexDirection: 'row', fontSize: 8.5, backgroundColor: COLORS.brandLight, fontWeight: 700, paddingVertical: 3, paddingHorizontal: 4 },
  tableRow: { flexDirection: 'row', fontSize: 8.5, paddingVertical: 1.5, paddingHorizontal: 4, borderBottomWidth: 0.5, borderBottomColor: COLORS.rule },
  tableTotal: { flexDirection: 'row', fontSize: 8.5, paddingVertical: 3, paddingHorizontal: 4, fontWeight: 700, borderTopWidth: 1, borderTopColor: COLORS.brand },
  colYear: { width: '16%' },
  colNum: { width: '28%', textAlign: 'right', fontFeatureSettings: ['tnum'] },
  scheduleNote: { fontSize: 8, color: COLORS.muted, marginBottom: 6 },
  footer: { position: 'absolute', left: 48, right: 48, bottom: 24, fontSize: 7, color: COLORS.muted, borderTopWidth: 0.5, borderTopColor: COLORS.rule, paddingTop: 5 },
  footerLine: { marginTop: 2 },
  pageNumber: { position: 'absolute', left: 48, right: 48, bottom: 24, fontSize: 7, color: COLORS.muted, textAlign: 'right' },
});

function Header({ plan }: { plan: FinancingPlan }) {
  return (
    <View style={s.header}>
      <View>
        <Text style={s.brand}>{plan.brand}</Text>
        <Text style={s.title}>{plan.title}</Text>
      </View>
      <Text style={s.date}>{plan.calculatedOn}</Text>
    </View>
  );
}

function Footer({ plan }: { plan: FinancingPlan }) {
  return (
    <>
      <View style={s.footer} fixed>
        <Text>{plan.footer}</Text>
        <Text style={s.footerLine}>{plan.company}</Text>
      </View>
      <Text style={s.pageNumber} fixed render={({ pageNumber, totalPages }) => plan.page(pageNumber, totalPages)} />
    </>
  );
}

function Section({ section }: { section: PlanSection }) {
  return (
    <View style={s.section} wrap={false}>
      <Text style={s.heading}>{section.heading}</Text>
      {section.rows.map((row, i) => (
        <View key={i} style={s.row}>
          <Text style={row.strong ? [s.label, s.strong] : s.label}>{row.label}</Text>
          <View style={s.valueCell}>
            <Text style={row.strong ? [s.value, s.strong] : s.value}>{row.value}</Text>
            {row.note ? <Text style={s.note}>{row.note}</Text> : null}
          </View>
        </View>
      ))}
    </View>
  );
}

function ScheduleColumns({ cells, style }: { cells: readonly [string, string, string, string]; style: ComponentProps<typeof View>['style'] }) {
  return (
    <View style={style} wrap={false}>
      <Text style={s.colYear}>{cells[0]}</Text>
      <Text style={s.colNum}>{cells[1]}</Text>
      <Text style={s.colNum}>{cells[2]}</Text>
      <Text style={s.colNum}>{cells[3]}</Text>
    </View>
  );
}

export function FinancingPlanDocument({ plan }: { plan: FinancingPlan }) {
  return (
    <Document title={plan.meta.title} author={plan.meta.author} subject={plan.meta.subject} creator={plan.brand} producer={plan.brand} language={plan.meta.language}>
      <Page size="A4" style={s.page}>
        <Footer plan={plan} />
        <Header plan={plan} />
        <Text style={s.intro}>{plan.intro}</Text>
        {plan.sections.map((section) => (
          <Section key={section.heading} section={section} />
        ))}
      </Page>
      <Page size="A4" style={s.page}>
        <Footer plan={plan} />
        {/* Repeated at the top of every page of a long schedule. */}
        <View fixed>
          <Header plan={plan} />
          <Text style={s.heading}>{plan.schedule.heading}</Text>
          <Text style={s.scheduleNote}>{plan.schedule.note}</Text>
          <ScheduleColumns cells={plan.schedule.columns} style={s.tableHead} />
        </View>
        {plan.schedule.rows.map((row) => (
          <ScheduleColumns key={row[0]} cells={row} style={s.tableRow} />
        ))}
        <ScheduleColumns cells={plan.schedule.total} style={s.tableTotal} />
      </Page>
    </Document>
  );
}

/** Renders the plan to PDF bytes. */
export async function renderFinancingPlanPdf(plan: FinancingPlan): Promise<Uint8Array<ArrayBuffer>> {
  registerFonts();
  const buffer = await renderToBuffer(<FinancingPlanDocument plan={plan} />);
  return new Uint8Array(buffer);
}
