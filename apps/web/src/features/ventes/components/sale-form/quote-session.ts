import { type Quote, quoteSchema, type SaleHousehold } from '@brokerage/shared';
import { useCallback, useState } from 'react';
import { createQuote } from '@/features/quotes/api/create-quote';
import { addQuoteUser, updateQuoteUser } from '@/features/quotes/api/quote-users';
import { staleWriteCurrent } from '@/ui/stale-write/stale-write';

/**
 * The provider's quote of a sale as the form last saw it (its hash, version and insured people). The API has no
 * read of a quote, so the form keeps the last answer in the tab's session storage: a reload resumes with it.
 */
const storageKey = (saleId: string) => `sale-form:quote:${saleId}`;

const readStored = (saleId: string): Quote | null => {
  try {
    const raw = sessionStorage.getItem(storageKey(saleId));
    const parsed = raw ? quoteSchema.safeParse(JSON.parse(raw)) : null;
    return parsed?.success ? parsed.data : null;
  } catch {
    return null;
  }
};

export const useQuoteSession = (saleId: string) => {
  const [quote, setState] = useState<Quote | null>(() => readStored(saleId));
  const setQuote = useCallback(
    (next: Quote | null) => {
      setState(next);
      try {
        if (next) sessionStorage.setItem(storageKey(saleId), JSON.stringify(next));
        else sessionStorage.removeItem(storageKey(saleId));
      } catch {
        // Storage full or disabled: the quote still lives in memory for this visit.
      }
    },
    [saleId],
  );
  return { quote, setQuote };
};

type Person = SaleHousehold['people'][number];

const samePerson = (left: Person, right: Person) =>
  left.role === right.role &&
  left.birthDate === right.birthDate &&
  left.regime === right.regime &&
  (left.firstName ?? '') === (right.firstName ?? '') &&
  (left.lastName ?? '') === (right.lastName ?? '');

/**
 * Brings the provider's quote in line with the household: a new quote when there is none, or when the address,
 * the date or a removed person make the old one unusable (a quote's people cannot be removed); otherwise each
 * person is added (POST quote-param/user) or replaced when changed (PUT quote-param/user/{id}).
 */
export const syncQuote = async (
  providerType: string,
  saleId: string,
  household: SaleHousehold,
  existing: Quote | null,
): Promise<Quote> => {
  const reusable =
    existing !== null &&
    existing.providerType === providerType &&
    existing.status === 'draft' &&
    existing.postcode === household.postcode &&
    existing.effectiveDate === household.effectiveDate &&
    existing.users.length <= household.people.length;
  let quote = reusable
    ? existing
    : await createQuote(providerType, {
        saleId,
        postcode: household.postcode,
        effectiveDate: household.effectiveDate,
      });
  for (const [index, person] of household.people.entries()) {
    const user = quote.users[index];
    const input = { ...person, quoteHash: quote.quoteHash, version: quote.version };
    if (!user) quote = await addQuoteUser(providerType, input);
    else if (!samePerson(user, person)) quote = await updateQuoteUser(providerType, user.id, input);
  }
  return quote;
};

/**
 * Runs a quote call with the version the form holds. Without one (a resumed sale in another tab), the server's
 * 409 STALE_WRITE carries the quote as it stands: its version is adopted and the call made once more.
 */
export const withQuoteVersion = async (
  quote: Quote | null,
  call: (version: number | undefined) => Promise<Quote>,
  adopt: (current: Quote) => void,
): Promise<Quote> => {
  try {
    return await call(quote?.version);
  } catch (error) {
    const current = quoteSchema.safeParse(staleWriteCurrent(error));
    if (quote !== null || !current.success) throw error;
    adopt(current.data);
    return call(current.data.version);
  }
};
