/**
 * The financing plan as a PDF (@react-pdf/renderer, rendered on the server without network access).
 * Content and texts come from ./financing-plan.ts buildFinancingPlan; this file only lays them out:
 * page 1 the inputs, costs and financing; then the yearly schedule (its column heads repeat on every page).
 * Font, header, footer and sections: the site's shared PDF pieces (src/components/pdf/document-parts.tsx).
 */
import type { ComponentProps } from 'react';
import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import { PDF_COLORS, PdfFooter, PdfHeader, PdfSection, pdfStyles, renderPdfDocument } from '@/components/pdf/document-parts';
import type { FinancingPlan } from './financing-plan';

// The schedule's table (the other styles are the shared ones).
const t = StyleSheet.create({
  tableHead: { flexDirection: 'row', fontSize: 8.5, backgroundColor: PDF_COLORS.brandLight, fontWeight: 700, paddingVertical: 3, paddingHorizontal: 4 },
  tableRow: { flexDirection: 'row', fontSize: 8.5, paddingVertical: 1.5, paddingHorizontal: 4, borderBottomWidth: 0.5, borderBottomColor: PDF_COLORS.rule },
  tableTotal: { flexDirection: 'row', fontSize: 8.5, paddingVertical: 3, paddingHorizontal: 4, fontWeight: 700, borderTopWidth: 1, borderTopColor: PDF_COLORS.brand },
  colYear: { width: '16%' },
  colNum: { width: '28%', textAlign: 'right', fontFeatureSettings: ['tnum'] },
  scheduleNote: { fontSize: 8, color: PDF_COLORS.muted, marginBottom: 6 },
});
const s = { ...pdfStyles, ...t };

function Header({ plan }: { plan: FinancingPlan }) {
  return <PdfHeader brand={plan.brand} title={plan.title} date={plan.calculatedOn} />;
}

function Footer({ plan }: { plan: FinancingPlan }) {
  return <PdfFooter footer={plan.footer} company={plan.company} page={plan.page} />;
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
          <PdfSection key={section.heading} section={section} />
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

/** Renders the plan to PDF bytes on a PDF worker thread (ADR 047). */
export function renderFinancingPlanPdf(plan: FinancingPlan): Promise<Uint8Array<ArrayBuffer>> {
  return renderPdfDocument(<FinancingPlanDocument plan={plan} />);
}
