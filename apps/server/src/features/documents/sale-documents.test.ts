import {
  DEFAULT_PARAMETERS,
  type Locale,
  SALE_DOCUMENT_KINDS,
  type SaleDocumentKind,
} from '@brokerage/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customers, projectObjectives } from '@/db/schema/index.ts';
import { AppError } from '@/platform/app-error.ts';
import type { TestApp } from '@/test/build-app.ts';
import { glyphsPerCharacter, pdfFonts, pdfText, plainSpaces } from '@/test/pdf-text.ts';
import {
  insertSale,
  type QuoteWorld,
  startQuoteSuite,
  subscribeSaleThroughQuote,
} from '@/test/quote-fixtures.ts';
import { renderSaleDocument } from './render-sale-documents.ts';
import { loadSaleDocumentData } from './sale-document-data.service.ts';
import type { SaleDocumentData } from './sale-document-data.ts';

/** The five documents of a subscribed sale (issue 10): the data read, the PDFs rendered and read back. */

let t: TestApp;
let world: QuoteWorld;
let data: SaleDocumentData;
const french = new Map<SaleDocumentKind, string>();
const frenchPdfs = new Map<SaleDocumentKind, Uint8Array>();
let arabicQuote: Uint8Array;

/** The agent's reason as the quote fixtures give it when the product is picked. */
const REASON = 'Best value';
let objectiveId: string;

const load = (saleId: string) =>
  loadSaleDocumentData({ db: t.db, bankDetailsBox: t.app.bankDetailsBox, saleId });

const suite = startQuoteSuite();

beforeAll(async () => {
  ({ t, world } = suite);
  const [objective] = await t.db
    .insert(projectObjectives)
    .values({ label: 'Mieux couvrir les soins dentaires' })
    .returning();
  if (!objective) throw new Error('objective not inserted');
  objectiveId = objective.id;
  const { sale } = await subscribeSaleThroughQuote(suite, { objectiveIds: [objectiveId] });
  data = await load(sale.id);
  // Rendered once for the whole file: rendering is the slow part.
  for (const kind of SALE_DOCUMENT_KINDS) {
    const pdf = await renderSaleDocument(kind, data, 'fr');
    frenchPdfs.set(kind, pdf);
    french.set(kind, pdfText(pdf));
  }
  arabicQuote = await renderSaleDocument('quote', data, 'ar');
}, 120_000);

const frenchMoney = (cents: number) =>
  plainSpaces(new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100));

describe('loadSaleDocumentData', () => {
  it('reads the sale, customer, offer, compared offers, masked payment, RUM and parameters', () => {
    expect(data.customer).toMatchObject({ firstName: 'Claire', lastName: 'Martin', preferredLanguage: 'fr' });
    expect(data.product).toMatchObject({ code: 'FAM_A' });
    expect(data.premium.monthlyCents).toBeGreaterThan(0);
    expect(data.premium.yearlyCents).toBe(data.premium.monthlyCents * 12);
    expect(data.insured.map((person) => person.role)).toEqual(['main', 'spouse', 'child']);
    expect(data.comparedOffers.map((offer) => offer.productCode)).toEqual(['FAM_A', 'FAM_B']);
    expect(data.objectives).toEqual(['Mieux couvrir les soins dentaires']);
    expect(data.recommendationReason).toBe(REASON);
    expect(data.payment).toMatchObject({ ibanMasked: 'FR76 •••• … 189', debitDay: 5, frequency: 'monthly' });
    expect(JSON.stringify(data)).not.toContain('30006000011234567890');
    expect(data.mandateReference).toBe(`RUM-${data.sale.number}`);
    expect(data.parameters).toEqual(DEFAULT_PARAMETERS);
  });

  it('refuses a sale without its customer or quote, and answers 404 for an unknown one', async () => {
    const bare = await insertSale(t, world.agent, world.company.id);
    await expect(load(bare.id)).rejects.toMatchObject({
      code: 'CONFLICT',
      details: { reason: 'SALE_INCOMPLETE', missing: ['customer', 'quote'] },
    });
    await expect(load('00000000-0000-4000-8000-000000000000')).rejects.toBeInstanceOf(AppError);
  });

  it("reads the customer's preferred language", async () => {
    const { customer, sale } = await subscribeSaleThroughQuote(suite, { objectiveIds: [objectiveId] });
    await t.db.update(customers).set({ preferredLanguage: 'ar' }).where(eq(customers.id, customer.id));
    expect((await load(sale.id)).customer.preferredLanguage).toBe<Locale>('ar');
  });
});

describe('renderSaleDocument', () => {
  it("prints the customer's name and the premium in each of the five documents", () => {
    for (const kind of SALE_DOCUMENT_KINDS) {
      const text = french.get(kind) ?? '';
      expect(text, kind).toContain('Claire Martin');
      expect(text, kind).toContain(frenchMoney(data.premium.monthlyCents));
      expect(text, kind).toContain(data.sale.number);
    }
  });

  it('prints the quote with the people, the product, both premiums and the effective date', () => {
    const text = french.get('quote') ?? '';
    expect(text).toContain('Devis');
    expect(text).toContain('FAM_A');
    expect(text).toContain(frenchMoney(data.premium.yearlyCents));
    expect(text).toContain('Enfant');
    const effective = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${data.effectiveDate}T00:00:00Z`),
    );
    expect(text).toContain(plainSpaces(effective));
  });

  it('prints the advice with the objectives, the offers compared and the reason', () => {
    const text = french.get('advice') ?? '';
    expect(text).toContain('L521-4');
    expect(text).toContain('Mieux couvrir les soins dentaires');
    expect(text).toContain('FAM_B');
    expect(text).toContain(REASON);
  });

  it('prints the mandate with the RUM, the creditor and the masked IBAN, never the full IBAN', () => {
    const text = french.get('sepa_mandate') ?? '';
    expect(text).toContain(data.mandateReference);
    expect(text).toContain(DEFAULT_PARAMETERS.sepaCreditorIdentifier);
    expect(text).toContain(DEFAULT_PARAMETERS.sepaCreditorName);
    expect(text).toContain('Mensuelle');
    expect(text).toContain('FR76 •••• … 189');
    expect(text).toContain('Paiement récurrent');
    expect(text.replace(/\s/g, '')).not.toContain('30006000011234567890');
  });

  it("prints the brokerage's information from the parameters", () => {
    const text = french.get('information') ?? '';
    expect(text).toContain(DEFAULT_PARAMETERS.oriasNumber);
    expect(text).toContain(DEFAULT_PARAMETERS.mediatorName);
    expect(text).toContain('Réclamations');
  });

  it('renders Arabic joined, right to left, with the numbers in order', () => {
    const text = pdfText(arabicQuote);
    // pdftotext gives back the logical order only if the glyphs were laid out right to left.
    expect(text).toContain('عرض السعر');
    expect(text).toContain('المنتج المختار');
    expect(text).toContain('القسط الشهري');
    expect(text).toContain(data.sale.number);
    expect(text).toContain('Claire Martin');
    // Joined letters: lam (ل) and ain (ع) are drawn with several contextual forms, not one isolated glyph.
    const glyphs = glyphsPerCharacter(arabicQuote);
    expect(glyphs.get('ل') ?? 0).toBeGreaterThanOrEqual(2);
    expect(glyphs.get('ع') ?? 0).toBeGreaterThanOrEqual(2);
  });

  it('embeds every font it uses, in French and in Arabic', () => {
    for (const pdf of [...frenchPdfs.values(), arabicQuote]) {
      const fonts = pdfFonts(pdf);
      expect(fonts.length).toBeGreaterThan(0);
      expect(fonts.filter((font) => !font.embedded)).toEqual([]);
    }
    expect(
      pdfFonts(arabicQuote)
        .map((font) => font.name)
        .join(' '),
    ).toMatch(/Arabic/);
  });

  it('renders English with the same data', async () => {
    const text = pdfText(await renderSaleDocument('membership', data, 'en'));
    expect(text).toContain('Membership application');
    expect(text).toContain('Mrs Claire Martin');
  });
});
