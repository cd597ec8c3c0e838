import type { Customer } from '@brokerage/shared';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_SEARCH_MIN_LENGTH, useCustomerSearch } from '@/features/customers/api/search-customers';
import { formatPhone } from '@/lib/phone';
import { Button } from '@/ui/button';
import { SEARCH_DEBOUNCE_MS } from '@/ui/data-table/search-box';
import { inputClassName } from '@/ui/form/field';
import { SearchInput } from '@/ui/search-input';
import { Spinner } from '@/ui/spinner';

/** As long as the lists' search box waits. */
export const CUSTOMER_SEARCH_DEBOUNCE_MS = SEARCH_DEBOUNCE_MS;

/** One line of a customer: name, phone and email, as the search and the duplicate check show them. */
export const customerLine = (customer: Customer) =>
  [
    `${customer.customerData.firstName} ${customer.customerData.lastName}`,
    formatPhone(customer.customerData.phone),
    customer.customerData.email,
    `${customer.customerData.postcode} ${customer.customerData.city}`,
  ]
    .filter(Boolean)
    .join(' · ');

/** The type-ahead: matches by phone, name or email, asked 300 ms after the agent stops typing. */
export const CustomerSearch = ({ onPick }: { onPick: (customer: Customer) => void }) => {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTerm(text.trim()), CUSTOMER_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const search = useCustomerSearch(term);
  const active = term.length >= CUSTOMER_SEARCH_MIN_LENGTH;
  const results = active ? (search.data ?? []) : [];

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {t('sale-form:customer.search')}
      </label>
      <div className="relative">
        <SearchInput
          id={id}
          value={text}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
          placeholder={t('sale-form:customer.searchPlaceholder')}
          className={inputClassName(false, 'h-10 ps-8')}
        />
      </div>
      {active && search.isFetching && <Spinner size="sm" label={t('sale-form:customer.searching')} />}
      {active && search.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {t('sale-form:customer.searchFailed')}
        </p>
      )}
      {active && search.isSuccess && results.length === 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('sale-form:customer.noMatch')}</p>
      )}
      {results.length > 0 && (
        <ul
          aria-label={t('sale-form:customer.matches')}
          className="flex flex-col divide-y divide-slate-100 rounded-md border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
        >
          {results.map((customer) => (
            <li key={customer.customerId} className="flex flex-wrap items-center justify-between gap-2 p-2">
              <span className="min-w-0 text-sm break-words text-slate-800 dark:text-slate-200">
                {customerLine(customer)}
              </span>
              <Button type="button" size="sm" variant="outline" onClick={() => onPick(customer)}>
                {t('sale-form:customer.choose')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
