import type { SaleDocumentKind } from '@brokerage/shared';
import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import type { DocumentContext } from './document-context.ts';
import { fontFamiliesFor } from './document-fonts.ts';

/** The frame and the building blocks the five documents share: A4, header, footer, sections, tables. */

const INK = '#1f2937';
const MUTED = '#6b7280';
const RULE = '#d1d5db';
const ACCENT = '#1d4ed8';

const styles = StyleSheet.create({
  page: {
    paddingTop: 40,
    paddingBottom: 56,
    paddingHorizontal: 44,
    fontSize: 9.5,
    color: INK,
    lineHeight: 1.4,
  },
  brokerage: { fontSize: 11, lineHeight: 1.3, fontWeight: 'bold', color: ACCENT },
  muted: { color: MUTED, fontSize: 8.5 },
  // Each size sets its own line height: the page's would be inherited as points, too short for the title.
  title: { fontSize: 18, lineHeight: 1.3, fontWeight: 'bold', marginTop: 14, marginBottom: 4 },
  header: { borderBottomWidth: 1, borderBottomColor: RULE, paddingBottom: 8, marginBottom: 6 },
  section: { marginTop: 12 },
  sectionTitle: { fontSize: 11.5, lineHeight: 1.3, fontWeight: 'bold', marginBottom: 5, color: ACCENT },
  paragraph: { marginBottom: 4 },
  fieldRow: { paddingVertical: 2 },
  fieldLabel: { width: '38%', color: MUTED },
  fieldValue: { width: '62%' },
  tableHead: { backgroundColor: '#eef2ff', fontWeight: 'bold' },
  tableRow: { borderBottomWidth: 0.5, borderBottomColor: RULE, paddingVertical: 3 },
  highlight: { backgroundColor: '#f0fdf4', fontWeight: 'bold' },
  cell: { paddingHorizontal: 3 },
  signature: { marginTop: 18, borderWidth: 1, borderColor: RULE, height: 90, padding: 8 },
  footer: { position: 'absolute', bottom: 24, left: 44, right: 44, fontSize: 8, color: MUTED },
});

/** What the building blocks read of a context: the direction (the evidence document has no sale data). */
export type LayoutContext = Pick<DocumentContext, 'rtl'>;

const RIGHT_TO_LEFT_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;

/**
 * A paragraph's direction and alignment, and a row's order, follow the document's language. A value without
 * any right-to-left letter (an address, an IBAN, a name in Latin letters) keeps its own left-to-right order
 * in an Arabic document, aligned to the right: `12 rue…` must not read `rue… 12`.
 */
const textDirection = (ctx: LayoutContext, content?: string) => {
  if (!ctx.rtl) return { direction: 'ltr', textAlign: 'left' } as const;
  const ownDirection = content !== undefined && !RIGHT_TO_LEFT_LETTER.test(content) ? 'ltr' : 'rtl';
  return { direction: ownDirection, textAlign: 'right' } as const;
};
const rowDirection = (ctx: LayoutContext) => ({ flexDirection: ctx.rtl ? 'row-reverse' : 'row' }) as const;

export const Paragraph = ({
  ctx,
  children,
  muted,
}: {
  ctx: LayoutContext;
  children: string;
  muted?: boolean;
}) => (
  <Text style={[styles.paragraph, textDirection(ctx, children), muted ? styles.muted : {}]}>{children}</Text>
);

export const Section = ({
  ctx,
  title,
  children,
}: {
  ctx: LayoutContext;
  title: string;
  children: ReactNode;
}) => (
  <View style={styles.section} wrap={false}>
    <Text style={[styles.sectionTitle, textDirection(ctx)]}>{title}</Text>
    {children}
  </View>
);

/** Labelled values, one a line (identity, address, payment...). Empty values are left out. */
export const Fields = ({
  ctx,
  rows,
}: {
  ctx: LayoutContext;
  rows: Array<[string, string | null | undefined]>;
}) => (
  <View>
    {rows
      .filter((row): row is [string, string] => Boolean(row[1]))
      .map(([label, value]) => (
        <View key={label} style={[styles.fieldRow, rowDirection(ctx)]}>
          <Text style={[styles.fieldLabel, textDirection(ctx)]}>{label}</Text>
          <Text style={[styles.fieldValue, textDirection(ctx, value)]}>{value}</Text>
        </View>
      ))}
  </View>
);

export interface Column {
  label: string;
  /** Share of the width, in percent. */
  width: number;
}

/** A table; `highlight` marks one row (the recommended offer). */
export const Table = ({
  ctx,
  columns,
  rows,
  highlight,
}: {
  ctx: LayoutContext;
  columns: Column[];
  rows: string[][];
  highlight?: number;
}) => (
  <View>
    <View style={[styles.tableRow, styles.tableHead, rowDirection(ctx)]} fixed>
      {columns.map((column) => (
        <Text key={column.label} style={[styles.cell, textDirection(ctx), { width: `${column.width}%` }]}>
          {column.label}
        </Text>
      ))}
    </View>
    {rows.map((row, index) => (
      <View
        // biome-ignore lint/suspicious/noArrayIndexKey: a static document, rendered once; rows never move.
        key={index}
        style={[styles.tableRow, rowDirection(ctx), index === highlight ? styles.highlight : {}]}
        wrap={false}
      >
        {row.map((cell, cellIndex) => (
          <Text
            // biome-ignore lint/suspicious/noArrayIndexKey: cells of a static row.
            key={cellIndex}
            style={[styles.cell, textDirection(ctx, cell), { width: `${columns[cellIndex]?.width ?? 10}%` }]}
          >
            {cell}
          </Text>
        ))}
      </View>
    ))}
  </View>
);

/** Where the customer signs: the electronic signature seals the PDF, the box says so (issue 10). */
export const SignatureBox = ({ ctx, place }: { ctx: DocumentContext; place?: string }) => (
  <View style={styles.signature} wrap={false}>
    <Text style={[textDirection(ctx), { fontWeight: 'bold' }]}>{ctx.m.common.signature}</Text>
    <Text style={[textDirection(ctx), styles.muted]}>
      {`${ctx.m.common.placeAndDate} ${place ?? ''}, ${ctx.date(ctx.data.generatedAt)}`}
    </Text>
    <Text style={[textDirection(ctx), styles.muted]}>{ctx.m.common.signatureHint}</Text>
  </View>
);

/** The page every document shares: A4, the brokerage's header, a title, a line under it, numbered pages. */
export const PageFrame = ({
  ctx,
  title,
  subtitle,
  brokerageName,
  oriasLine,
  pageLabel,
  children,
}: {
  ctx: LayoutContext & Pick<DocumentContext, 'locale'>;
  title: string;
  subtitle: string;
  brokerageName: string;
  oriasLine: string;
  /** "Page 1 of 3" in the document's language. */
  pageLabel: (page: number, total: number) => string;
  children: ReactNode;
}) => (
  <Document
    title={title}
    author={brokerageName}
    creator={brokerageName}
    producer={brokerageName}
    language={ctx.locale}
  >
    <Page size="A4" style={[styles.page, { fontFamily: fontFamiliesFor(ctx.rtl) }]}>
      <View style={styles.header}>
        <Text style={[styles.brokerage, textDirection(ctx)]}>{brokerageName}</Text>
        <Text style={[styles.muted, textDirection(ctx)]}>{oriasLine}</Text>
        <Text style={[styles.title, textDirection(ctx)]}>{title}</Text>
        <Text style={[styles.muted, textDirection(ctx)]}>{subtitle}</Text>
      </View>
      {children}
      <Text
        style={[styles.footer, textDirection(ctx)]}
        fixed
        render={({ pageNumber, totalPages }) => `${brokerageName} · ${pageLabel(pageNumber, totalPages)}`}
      />
    </Page>
  </Document>
);

/** An A4 document of a sale: the page frame with the document's title, the sale's number and the date. */
export const DocumentFrame = ({
  ctx,
  kind,
  children,
}: {
  ctx: DocumentContext;
  kind: SaleDocumentKind;
  children: ReactNode;
}) => {
  const { m, data } = ctx;
  return (
    <PageFrame
      ctx={ctx}
      title={m.titles[kind]}
      subtitle={`${ctx.fill(m.common.saleNumber, { number: data.sale.number })} · ${ctx.fill(
        m.common.issuedOn,
        {
          date: ctx.date(data.generatedAt),
        },
      )}`}
      brokerageName={data.parameters.brokerageName}
      oriasLine={ctx.fill(m.common.orias, { number: data.parameters.oriasNumber })}
      pageLabel={(page, total) => ctx.fill(m.common.page, { page, total })}
    >
      {children}
    </PageFrame>
  );
};
