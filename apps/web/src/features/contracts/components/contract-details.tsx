import { type Contract, formatPhone } from '@brokerage/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, formatDay, formatEuros, personName } from '@/lib/date-format';
import { providerName, useProviders } from '@/lib/insurance/api/get-providers';
import { localizePath } from '@/lib/locale';
import { SectionCard } from '@/ui/section-card';
import { useLocale } from '@/ui/use-locale';

const Detail = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="contents">
    <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
    <dd className="min-w-0 break-words text-slate-900 dark:text-slate-100">
      {children ?? <span className="text-slate-400 italic dark:text-slate-500">—</span>}
    </dd>
  </div>
);
const Details = ({ children }: { children: ReactNode }) => (
  <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
    {children}
  </dl>
);

/** Every field of the contract, in the cards a back office reads them in: cover, people, payment, origin. */
export const ContractDetails = ({ contract }: { contract: Contract }) => {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const providers = useProviders();
  const language = i18n.language;
  const day = (iso: string | null) => (iso ? <time dateTime={iso}>{formatDay(iso, language)}</time> : null);
  const moment = (iso: string | null) =>
    iso ? <time dateTime={iso}>{formatDateTime(iso, language)}</time> : null;
  return (
    <>
      <SectionCard id="contract-cover" title={t('contracts:sections.cover')}>
        <Details>
          <Detail label={t('contracts:columns.insurer')}>
            {providerName(providers.data, contract.providerType)}
          </Detail>
          <Detail label={t('contracts:columns.product')}>
            <span className="flex flex-wrap items-baseline gap-x-2">
              <span>{contract.productName}</span>
              {contract.productCode && (
                <span className="text-xs text-slate-500 dark:text-slate-400" dir="ltr">
                  {contract.productCode}
                </span>
              )}
            </span>
          </Detail>
          <Detail label={t('contracts:columns.effectiveDate')}>{day(contract.effectiveDate)}</Detail>
          <Detail label={t('contracts:fields.renewalDate')}>{day(contract.renewalDate)}</Detail>
          <Detail label={t('contracts:fields.monthlyPremium')}>
            {formatEuros(contract.monthlyPremiumCents, language)}
          </Detail>
          <Detail label={t('contracts:fields.yearlyPremium')}>
            {formatEuros(contract.yearlyPremiumCents, language)}
          </Detail>
          {contract.withdrawnAt && (
            <Detail label={t('contracts:fields.withdrawnAt')}>{moment(contract.withdrawnAt)}</Detail>
          )}
          {contract.withdrawalReason && (
            <Detail label={t('contracts:fields.withdrawalReason')}>
              <bdi className="whitespace-pre-line">{contract.withdrawalReason}</bdi>
            </Detail>
          )}
          {contract.cancelledAt && (
            <Detail label={t('contracts:fields.cancelledAt')}>{moment(contract.cancelledAt)}</Detail>
          )}
          {contract.cancellationReason && (
            <Detail label={t('contracts:fields.cancellationReason')}>
              <bdi className="whitespace-pre-line">{contract.cancellationReason}</bdi>
            </Detail>
          )}
          {contract.terminationDate && (
            <Detail label={t('contracts:fields.terminationDate')}>{day(contract.terminationDate)}</Detail>
          )}
          {contract.terminationReason && (
            <Detail label={t('contracts:fields.terminationReason')}>
              <bdi className="whitespace-pre-line">{contract.terminationReason}</bdi>
            </Detail>
          )}
        </Details>
      </SectionCard>
      <SectionCard id="contract-people" title={t('contracts:sections.people')}>
        <Details>
          <Detail label={t('contracts:columns.customer')}>
            {contract.customer && <bdi>{personName(contract.customer)}</bdi>}
          </Detail>
          <Detail label={t('contracts:fields.phone')}>
            {contract.customer?.phone && <span dir="ltr">{formatPhone(contract.customer.phone)}</span>}
          </Detail>
          <Detail label={t('contracts:fields.email')}>{contract.customer?.email}</Detail>
        </Details>
        <h3 className="mt-4 mb-2 text-sm font-semibold text-slate-900 dark:text-slate-100">
          {t('contracts:fields.insuredPeople')}
        </h3>
        <ul className="flex flex-col gap-1 text-sm text-slate-800 dark:text-slate-200">
          {contract.insuredPeople.map((person, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: people have no id; their order is their identity.
            <li key={index} className="flex flex-wrap gap-x-2">
              <span className="font-medium">{t(`contracts:roles.${person.role}`)}</span>
              {(person.firstName || person.lastName) && (
                <bdi>{[person.firstName, person.lastName].filter(Boolean).join(' ')}</bdi>
              )}
              <span className="text-slate-500 dark:text-slate-400">
                {t('contracts:fields.bornOn', { date: formatDay(person.birthDate, language) })}
              </span>
            </li>
          ))}
        </ul>
      </SectionCard>
      <SectionCard id="contract-payment" title={t('contracts:sections.payment')}>
        <Details>
          <Detail label={t('contracts:fields.paymentMethod')}>
            {t(`contracts:paymentMethods.${contract.paymentMethod}`)}
          </Detail>
          <Detail label={t('contracts:fields.paymentFrequency')}>
            {contract.paymentFrequency && t(`contracts:frequencies.${contract.paymentFrequency}`)}
          </Detail>
          <Detail label={t('contracts:fields.debitDay')}>
            {contract.debitDay === null ? null : String(contract.debitDay)}
          </Detail>
          <Detail label={t('contracts:fields.iban')}>
            {contract.ibanMasked && <span dir="ltr">{contract.ibanMasked}</span>}
          </Detail>
          <Detail label={t('contracts:fields.mandateReference')}>
            {contract.mandateReference && <span dir="ltr">{contract.mandateReference}</span>}
          </Detail>
        </Details>
      </SectionCard>
      <SectionCard id="contract-origin" title={t('contracts:sections.origin')}>
        <Details>
          <Detail label={t('contracts:fields.sale')}>
            <Link
              to={localizePath(`/ventes/${contract.saleId}`, locale)}
              dir="ltr"
              className="font-medium text-blue-700 hover:underline dark:text-blue-300"
            >
              {contract.saleNumber}
            </Link>
          </Detail>
          <Detail label={t('contracts:columns.agent')}>
            {contract.agent && <bdi>{personName(contract.agent)}</bdi>}
          </Detail>
          <Detail label={t('contracts:fields.team')}>{contract.team?.name}</Detail>
          <Detail label={t('contracts:fields.signedAt')}>{moment(contract.signedAt)}</Detail>
          <Detail label={t('contracts:fields.withdrawalEndDate')}>{day(contract.withdrawalEndDate)}</Detail>
          <Detail label={t('contracts:fields.validatedAt')}>{moment(contract.validatedAt)}</Detail>
          <Detail label={t('contracts:fields.validatedBy')}>
            {contract.validatedBy && <bdi>{personName(contract.validatedBy)}</bdi>}
          </Detail>
        </Details>
      </SectionCard>
    </>
  );
};
