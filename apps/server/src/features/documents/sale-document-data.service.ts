import {
  type Answers,
  isChoiceType,
  mandateReferenceOf,
  maskIban,
  type SaleAnswerValue,
  ventesErrors,
} from '@brokerage/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import {
  customers,
  gammes,
  products,
  projectObjectives,
  questions,
  quotes,
  sales,
  users,
} from '@/db/schema/index.ts';
import { customerRowColumns } from '@/features/customers/customers.service.ts';
import { openBankDetails } from '@/features/customers/customers-bank.service.ts';
import { readParameters } from '@/features/parameters/parameters.service.ts';
import {
  comparedOfferOf,
  paymentsOf,
  productsOf,
  type QuoteRow,
} from '@/features/quotes/quote-shape.service.ts';
import { notFound } from '@/platform/app-error.ts';
import { refuser } from '@/platform/refusals.ts';
import type { SecretBox } from '@/platform/secret-box.ts';
import type { SaleDocumentData } from './sale-document-data.ts';

/**
 * Reads what a sale's documents print (issue 10): the sale, its customer (bank details opened here and
 * masked at once), its quote with the picked offer, the product's guarantees, the needs analysis with the
 * questions' labels, the objectives, the seller and the parameters. A system read without an actor: the route
 * or job that asks has checked the sale is in the caller's scope.
 */

const refuse = refuser(ventesErrors);

/** An answer as the customer gave it: option values read as the question's labels. */
const answerTexts = (
  value: SaleAnswerValue,
  question: { type: string; answerOptions: { value: string; label: string }[] },
): string[] => {
  const values = (Array.isArray(value) ? value : [value]).filter((entry) => entry.trim() !== '');
  if (!isChoiceType(question.type)) return values;
  const labels = new Map(question.answerOptions.map((option) => [option.value, option.label]));
  return values.map((entry) => labels.get(entry) ?? entry);
};

const readNeeds = async (db: Executor, answers: Answers): Promise<SaleDocumentData['needs']> => {
  const ids = Object.keys(answers);
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: questions.id,
      label: questions.label,
      type: questions.type,
      answerOptions: questions.answerOptions,
    })
    .from(questions)
    .where(inArray(questions.id, ids))
    .orderBy(questions.order, questions.label);
  return rows.flatMap((question) => {
    const value = answers[question.id];
    const texts = value === undefined ? [] : answerTexts(value, question);
    if (texts.length === 0) return [];
    return [
      {
        question: question.label,
        type: question.type as SaleDocumentData['needs'][number]['type'],
        answers: texts,
      },
    ];
  });
};

const readObjectives = async (db: Executor, ids: readonly string[]): Promise<string[]> => {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: projectObjectives.id, label: projectObjectives.label })
    .from(projectObjectives)
    .where(inArray(projectObjectives.id, [...ids]));
  const labels = new Map(rows.map((row) => [row.id, row.label]));
  return ids.flatMap((id) => labels.get(id) ?? []);
};

const insuredOf = (quote: QuoteRow, pricedPeople: { monthlyCents: number }[]): SaleDocumentData['insured'] =>
  // The offer was priced from the quote's people in their order (quote-params.service.ts pickQuoteProduct).
  quote.users.map((person, index) => ({
    role: person.role,
    firstName: person.firstName ?? null,
    lastName: person.lastName ?? null,
    birthDate: person.birthDate,
    monthlyCents: pricedPeople[index]?.monthlyCents ?? null,
  }));

export const loadSaleDocumentData = async ({
  db,
  bankDetailsBox,
  saleId,
}: {
  db: Executor;
  bankDetailsBox: SecretBox;
  saleId: string;
}): Promise<SaleDocumentData> => {
  const [sale] = await db
    .select()
    .from(sales)
    .where(and(eq(sales.id, saleId), isNull(sales.deletedAt)));
  if (!sale) throw notFound('Sale');
  const [customer] = sale.customerId
    ? await db.select(customerRowColumns).from(customers).where(eq(customers.id, sale.customerId))
    : [];
  const [quote] = sale.quoteHash
    ? await db.select().from(quotes).where(eq(quotes.quoteHash, sale.quoteHash))
    : [];
  const picked = quote ? productsOf(quote)[0] : undefined;
  const missing = [...(customer ? [] : ['customer']), ...(quote && picked ? [] : ['quote'])];
  if (!customer || !quote || !picked) {
    throw refuse('SALE_INCOMPLETE', 'The documents need the customer and a quote with a picked product.', {
      missing,
    });
  }
  const { offer } = picked;
  const [[product], [gamme], [seller], needs, objectives, parameters] = await Promise.all([
    db.select({ guarantees: products.guarantees }).from(products).where(eq(products.id, offer.product.id)),
    db
      .select({ name: gammes.name })
      .from(gammes)
      .where(
        and(eq(gammes.providerType, offer.product.providerType), eq(gammes.code, offer.product.gammeCode)),
      ),
    sale.sellerId
      ? db
          .select({ firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(eq(users.id, sale.sellerId))
      : Promise.resolve([]),
    readNeeds(db, sale.answers),
    readObjectives(db, sale.objectiveIds),
    readParameters({ db }),
  ]);
  const bank = openBankDetails(bankDetailsBox, customer.bankDetailsSealed);
  const quotePayment = paymentsOf(quote)[0];
  return {
    sale: {
      id: sale.id,
      number: sale.number,
      channel: sale.channel,
      createdAt: sale.createdAt,
      subscribedAt: sale.subscribedAt,
    },
    seller: seller ?? null,
    customer: {
      civility: customer.civility,
      firstName: customer.firstName,
      lastName: customer.lastName,
      address: customer.address,
      postcode: customer.postcode,
      city: customer.city,
      phone: customer.phone,
      email: customer.email,
      preferredLanguage: customer.preferredLanguage,
    },
    gamme: { code: offer.product.gammeCode, name: gamme?.name ?? offer.product.gammeCode },
    product: {
      id: offer.product.id,
      code: offer.product.code,
      name: offer.product.name,
      level: offer.product.level,
      // The guarantees as priced; the product's current ones when the priced offer carried none.
      guarantees: offer.guarantees.length > 0 ? offer.guarantees : (product?.guarantees ?? []),
    },
    premium: {
      monthlyCents: offer.monthlyTotalCents,
      yearlyCents: offer.yearlyTotalCents,
      currency: offer.currency,
    },
    effectiveDate: quote.effectiveDate,
    insured: insuredOf(quote, offer.people),
    payment: bank
      ? {
          holder: bank.holder,
          bic: bank.bic,
          ibanMasked: maskIban(bank.iban),
          debitDay: bank.debitDay,
          frequency: bank.frequency,
        }
      : quotePayment
        ? { ...quotePayment }
        : null,
    needs,
    objectives,
    // Quotes picked before the comparison was kept show the chosen offer alone.
    comparedOffers: picked.comparedOffers ?? [comparedOfferOf(offer)],
    recommendationReason: sale.recommendationReason ?? picked.recommendationReason,
    mandateReference: mandateReferenceOf(sale.number),
    parameters,
    generatedAt: new Date(),
  };
};
