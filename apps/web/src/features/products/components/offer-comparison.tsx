import {
  GUARANTEE_CATEGORIES,
  type PricedOffer,
  type QuotationResult,
  type UnpriceableProduct,
} from '@brokerage/shared';
import { clsx } from 'clsx';
import { AlertTriangle, Info } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoneyFormat } from '@/features/products/components/money';
import { SEEDED_GUARANTEE_LABELS } from '@/features/products/components/seeded-guarantees';
import { displaySeeded } from '@/lib/seeded-text';
import { Badge } from '@/ui/badge';

type PricedPerson = PricedOffer['people'][number];

export interface OfferComparisonProps {
  result: QuotationResult;
  /** A gamme's display name, when the catalogue knows it. */
  gammeName: (code: string) => string | undefined;
  /** A new pricing is on its way: the current offers dim. */
  stale?: boolean;
}

const KNOWN_CATEGORIES: readonly string[] = GUARANTEE_CATEGORIES;

/** The guarantees of every offer as rows: by category (in the categories' order), then label as first met. */
export const guaranteeRows = (offers: readonly PricedOffer[]) => {
  const categories = new Map<string, string[]>();
  for (const offer of offers) {
    for (const guarantee of offer.guarantees) {
      const labels = categories.get(guarantee.category) ?? [];
      if (!labels.includes(guarantee.label)) labels.push(guarantee.label);
      categories.set(guarantee.category, labels);
    }
  }
  const rank = (category: string) => {
    const index = KNOWN_CATEGORIES.indexOf(category);
    return index === -1 ? KNOWN_CATEGORIES.length : index;
  };
  return [...categories.entries()]
    .sort(([left], [right]) => rank(left) - rank(right))
    .map(([category, labels]) => ({ category, labels }));
};

const guaranteeValue = (offer: PricedOffer, category: string, label: string) =>
  offer.guarantees
    .filter((guarantee) => guarantee.category === category && guarantee.label === label)
    .map((guarantee) => guarantee.value)
    .join(' · ') || null;

/**
 * The priced offers side by side, cheapest first (the server's order): a card per offer with its totals, each
 * person's premium and how it was found, then the guarantees compared row by row, then the products that could
 * not be priced and why. Both the cards and the table scroll sideways on a phone.
 */
export const OfferComparison = ({ result, gammeName, stale = false }: OfferComparisonProps) => {
  const { t, i18n } = useTranslation();
  const money = useMoneyFormat();
  const headingId = useId();
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' });
  const { offers, unpriceable } = result;

  const categoryName = (category: string) =>
    KNOWN_CATEGORIES.includes(category) ? t(`products:categories.${category}`) : category;

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={stale || undefined}
      className={clsx('flex flex-col gap-5', stale && 'opacity-60 transition-opacity')}
    >
      <div>
        <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-slate-100">
          {t('products:compare.resultsTitle')}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('products:compare.resultsSummary', {
            offers: offers.length,
            departement: result.departement,
            date: dateFormat.format(new Date(`${result.effectiveDate}T00:00:00Z`)),
          })}
        </p>
      </div>

      {offers.length === 0 ? (
        <p className="rounded-md border border-dashed border-slate-300 p-4 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          {t('products:compare.noOffers')}
        </p>
      ) : (
        <>
          <ol
            aria-label={t('products:compare.offers')}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
            tabIndex={0}
            className="relative flex snap-x gap-3 overflow-x-auto pb-2 focus-visible:outline-2 focus-visible:outline-blue-600"
          >
            {offers.map((offer, index) => (
              <OfferCard
                key={offer.product.id}
                offer={offer}
                cheapest={index === 0}
                gammeName={gammeName(offer.product.gammeCode)}
                money={money}
              />
            ))}
          </ol>

          <GuaranteesComparison offers={offers} categoryName={categoryName} money={money} />
        </>
      )}

      {unpriceable.length > 0 && <UnpriceableList products={unpriceable} />}
    </section>
  );
};

interface OfferCardProps {
  offer: PricedOffer;
  cheapest: boolean;
  gammeName: string | undefined;
  money: (cents: number, currency: string) => string;
}

const OfferCard = ({ offer, cheapest, gammeName, money }: OfferCardProps) => {
  const { t } = useTranslation();
  const titleId = useId();
  const { product, explanation, currency } = offer;
  let children = 0;
  const personName = (person: PricedPerson) => {
    if (person.role !== 'child') return t(`products:roles.${person.role}`);
    children += 1;
    return t('products:compare.childNumber', { number: children });
  };

  return (
    <li
      aria-labelledby={titleId}
      className={clsx(
        'flex w-72 shrink-0 snap-start flex-col gap-3 rounded-lg border bg-white p-4 shadow-sm dark:bg-slate-900',
        cheapest
          ? 'border-emerald-300 ring-1 ring-emerald-200 dark:border-emerald-800 dark:ring-emerald-900'
          : 'border-slate-200 dark:border-slate-800',
      )}
    >
      <div className="flex flex-col gap-1">
        <div className="flex flex-wrap items-center gap-1.5">
          {cheapest && <Badge tone="success">{t('products:compare.cheapest')}</Badge>}
          <Badge tone="info">{t('products:compare.level', { level: product.level })}</Badge>
        </div>
        <h3 id={titleId} className="text-base font-semibold text-slate-900 dark:text-slate-100">
          {product.name}
        </h3>
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {gammeName ?? product.gammeCode}{' '}
          <code dir="ltr" className="text-[11px]">
            {product.code}
          </code>
        </p>
      </div>

      <div>
        <p className="text-2xl font-bold text-slate-900 tabular-nums dark:text-slate-100">
          {t('products:compare.perMonth', { amount: money(offer.monthlyTotalCents, currency) })}
        </p>
        <p className="text-sm text-slate-600 tabular-nums dark:text-slate-400">
          {t('products:compare.perYear', { amount: money(offer.yearlyTotalCents, currency) })}
        </p>
      </div>

      <ul aria-label={t('products:compare.breakdown')} className="flex flex-col gap-2 text-sm">
        {offer.people.map((person, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: people have no identity beyond their place.
            key={index}
            className="border-t border-slate-100 pt-2 dark:border-slate-800"
          >
            <div className="flex items-baseline justify-between gap-2">
              <span className="font-medium text-slate-800 dark:text-slate-200">{personName(person)}</span>
              <span className="tabular-nums text-slate-900 dark:text-slate-100">
                {person.free ? (
                  <Badge tone="success">{t('products:compare.free')}</Badge>
                ) : (
                  money(person.monthlyCents, currency)
                )}
              </span>
            </div>
            <p className="text-xs text-slate-500 dark:text-slate-400">
              {t('products:compare.personDetail', {
                age: person.age,
                min: person.band.ageMin,
                max: person.band.ageMax,
                zone: person.zone,
                rate: t(`products:beneficiaries.${person.beneficiary}`),
              })}
            </p>
            {person.discountPercent > 0 && (
              <p className="mt-0.5 text-xs text-emerald-700 dark:text-emerald-300">
                {t('products:compare.discount', {
                  percent: person.discountPercent,
                  base: money(person.baseMonthlyCents, currency),
                })}
              </p>
            )}
          </li>
        ))}
      </ul>

      <p className="mt-auto flex items-start gap-1.5 rounded-md bg-slate-50 p-2 text-xs text-slate-600 dark:bg-slate-800/60 dark:text-slate-300">
        <Info aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
        <span>
          {t('products:compare.explanation', {
            departement: explanation.departement,
            zone: explanation.zone,
            regime: t(`products:regimes.${explanation.regime}`, { defaultValue: explanation.regime }),
          })}{' '}
          {t('products:compare.ageRule')}
        </span>
      </p>
    </li>
  );
};

interface GuaranteesComparisonProps {
  offers: readonly PricedOffer[];
  categoryName: (category: string) => string;
  money: (cents: number, currency: string) => string;
}

const stickyCell = 'sticky start-0 z-10 bg-white dark:bg-slate-900';

const GuaranteesComparison = ({ offers, categoryName, money }: GuaranteesComparisonProps) => {
  const { t } = useTranslation();
  const titleId = useId();
  const rows = guaranteeRows(offers);
  return (
    <div className="flex flex-col gap-2">
      <h3 id={titleId} className="text-base font-semibold text-slate-900 dark:text-slate-100">
        {t('products:compare.guaranteesTitle')}
      </h3>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('products:compare.noGuarantees')}</p>
      ) : (
        // `relative` makes the scroller the containing block of the visually hidden (absolute) texts inside, so
        // they scroll with the table instead of widening the page on a phone.
        <section
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
          tabIndex={0}
          aria-labelledby={titleId}
          className="relative overflow-x-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-slate-800"
        >
          <table className="w-full min-w-max text-sm text-slate-800 dark:text-slate-200">
            <thead>
              <tr className="bg-slate-50 dark:bg-slate-800/50">
                <th
                  scope="col"
                  className={clsx(stickyCell, 'bg-slate-50 px-3 py-2 text-start dark:bg-slate-800')}
                >
                  <span className="sr-only">{t('products:compare.guarantee')}</span>
                </th>
                {offers.map((offer) => (
                  <th
                    key={offer.product.id}
                    scope="col"
                    className="min-w-36 px-3 py-2 text-start align-bottom"
                  >
                    <span className="block font-semibold text-slate-900 dark:text-slate-100">
                      {offer.product.name}
                    </span>
                    <span className="block text-xs font-normal text-slate-500 tabular-nums dark:text-slate-400">
                      {t('products:compare.perMonth', {
                        amount: money(offer.monthlyTotalCents, offer.currency),
                      })}
                    </span>
                  </th>
                ))}
              </tr>
            </thead>
            {rows.map(({ category, labels }) => (
              <tbody key={category}>
                <tr className="border-t border-slate-200 bg-slate-50/60 dark:border-slate-800 dark:bg-slate-800/30">
                  <th
                    scope="colgroup"
                    colSpan={offers.length + 1}
                    className="px-3 py-1.5 text-start text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400"
                  >
                    <span className={clsx(stickyCell, 'bg-transparent dark:bg-transparent')}>
                      {categoryName(category)}
                    </span>
                  </th>
                </tr>
                {labels.map((label) => (
                  <tr key={label} className="border-t border-slate-100 dark:border-slate-800">
                    <th
                      scope="row"
                      className={clsx(
                        stickyCell,
                        'max-w-48 px-3 py-1.5 text-start font-normal text-slate-700 dark:text-slate-300',
                      )}
                    >
                      {/* Insurers' own (French) wording: isolated so its % and € keep their order in Arabic. */}
                      <bdi>{displaySeeded(t, label, SEEDED_GUARANTEE_LABELS)}</bdi>
                    </th>
                    {offers.map((offer) => {
                      const value = guaranteeValue(offer, category, label);
                      return (
                        <td key={offer.product.id} className="px-3 py-1.5">
                          {value !== null ? (
                            <bdi>{value}</bdi>
                          ) : (
                            <span className="text-slate-400">
                              <span aria-hidden="true">—</span>
                              <span className="sr-only">{t('products:compare.notCovered')}</span>
                            </span>
                          )}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            ))}
          </table>
        </section>
      )}
    </div>
  );
};

const UnpriceableList = ({ products }: { products: readonly UnpriceableProduct[] }) => {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-900/60 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <h3 id={titleId} className="mb-2 flex items-center gap-2 font-semibold">
        <AlertTriangle aria-hidden="true" className="size-4" />
        {t('products:compare.unpriceableTitle')}
      </h3>
      <ul className="flex flex-col gap-2">
        {products.map((entry) => (
          <li key={entry.productId}>
            <span className="font-medium">{entry.product.name}</span>{' '}
            <code dir="ltr" className="text-xs">
              {entry.product.code}
            </code>
            {': '}
            {t(`products:compare.unpriceable.${entry.code}`)}
            {/* The server's explanation names the person, the band and the zone it looked for. */}
            <span className="block text-xs text-amber-800/90 dark:text-amber-200/80" lang="en" dir="ltr">
              {entry.reason}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
};
