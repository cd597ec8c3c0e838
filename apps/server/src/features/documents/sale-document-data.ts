import type {
  Civility,
  ComparedOffer,
  Guarantee,
  Locale,
  Parameters,
  PaymentFrequency,
  QuestionType,
  SaleChannel,
} from '@brokerage/shared';

/**
 * Everything the five documents of a sale print, read once (`loadSaleDocumentData`) and rendered in any
 * language (`renderSaleDocument`). Values are as stored: money in integer cents, dates as ISO days or
 * instants; the documents format them in their locale. The IBAN is already masked: the full one never
 * reaches the renderer.
 */
export interface SaleDocumentData {
  sale: {
    id: string;
    number: string;
    channel: SaleChannel | null;
    createdAt: Date;
    subscribedAt: Date | null;
  };
  seller: { firstName: string; lastName: string } | null;
  customer: {
    civility: Civility;
    firstName: string;
    lastName: string;
    address: string;
    postcode: string;
    city: string;
    phone: string;
    email: string | null;
    preferredLanguage: Locale;
  };
  gamme: { code: string; name: string };
  product: { id: string; code: string; name: string; level: number; guarantees: Guarantee[] };
  premium: { monthlyCents: number; yearlyCents: number; currency: string };
  /** ISO day (`YYYY-MM-DD`). */
  effectiveDate: string;
  insured: Array<{
    role: 'main' | 'spouse' | 'child';
    firstName: string | null;
    lastName: string | null;
    birthDate: string;
    /** This person's share of the monthly premium as priced, when known. */
    monthlyCents: number | null;
  }>;
  payment: {
    holder: string;
    bic: string;
    /** `maskIban` of packages/shared: country, check digits and the last three characters. */
    ibanMasked: string;
    debitDay: number;
    frequency: PaymentFrequency;
  } | null;
  /** The needs analysis as answered, in the questionnaire's order; option values read as their labels. */
  needs: Array<{ question: string; type: QuestionType; answers: string[] }>;
  /** The project objectives the customer chose, by label. */
  objectives: string[];
  /** The offers compared when the agent picked one (the picked one included), cheapest first. */
  comparedOffers: ComparedOffer[];
  recommendationReason: string | null;
  /** The SEPA mandate's unique reference (`mandateReferenceOf` of the sale number). */
  mandateReference: string;
  parameters: Parameters;
  /** When the data was read: the documents' date. */
  generatedAt: Date;
}
