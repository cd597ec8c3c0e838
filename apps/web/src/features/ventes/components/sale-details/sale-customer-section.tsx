import { formatPhone, type Sale } from '@brokerage/shared';
import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCustomerWithBankDetails } from '@/features/customers/api/get-customer-with-bank-details';
import { localizePath } from '@/lib/locale';
import { useLocale } from '@/ui/use-locale';
import { Detail, DetailList, NotFilled, SaleSection } from './sale-section';

const linkClass =
  'inline-flex items-center gap-1.5 text-sm font-medium text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-blue-300';

/**
 * Step 2's customer and the payer's bank details, as GET /customers/{id}/with-bank-details answers them: the
 * IBAN masked by the server for whoever may not see it in full. `editable` offers to resume the form.
 */
export const SaleCustomerSection = ({ sale, editable }: { sale: Sale; editable: boolean }) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const customer = useCustomerWithBankDetails(sale.customerId);
  const data = customer.data?.customerData;
  const summary = sale.customer;
  const edit = editable ? (
    <Link to={localizePath(`/ventes/form?id=${sale.id}`, locale)} className={linkClass}>
      <Pencil aria-hidden="true" className="size-4" />
      {t('entities/ventes:actions.editCustomer')}
    </Link>
  ) : undefined;

  let body: ReactNode;
  if (!sale.customerId || !summary) {
    body = <NotFilled />;
  } else {
    const phone = data?.phone ?? summary.phone;
    const email = data?.email ?? summary.email;
    body = (
      <>
        <DetailList>
          <Detail label={t('entities/ventes:customer.name')}>
            <bdi>{`${summary.firstName} ${summary.lastName}`}</bdi>
          </Detail>
          <Detail label={t('entities/ventes:customer.phone')}>
            {phone ? <span dir="ltr">{formatPhone(phone)}</span> : null}
          </Detail>
          <Detail label={t('entities/ventes:customer.email')}>
            {email ? <span dir="ltr">{email}</span> : null}
          </Detail>
          {data && (
            <>
              <Detail label={t('entities/ventes:customer.address')}>
                <bdi>{`${data.address}, ${data.postcode} ${data.city}`}</bdi>
              </Detail>
              <Detail label={t('entities/ventes:customer.regime')}>
                {t(`entities/ventes:regimes.${data.regime}`)}
              </Detail>
            </>
          )}
        </DetailList>
        {customer.isError && (
          <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
            {t('entities/ventes:customer.loadFailed')}
          </p>
        )}
        {customer.data && <BankDetails bank={customer.data.bankDetails} />}
      </>
    );
  }
  return (
    <SaleSection id="sale-customer" title={t('entities/ventes:sections.customer')} action={edit}>
      {body}
    </SaleSection>
  );
};

type Bank = NonNullable<ReturnType<typeof useCustomerWithBankDetails>['data']>['bankDetails'];

const BankDetails = ({ bank }: { bank: Bank }) => {
  const { t } = useTranslation();
  return (
    <div className="mt-4 border-t border-slate-200 pt-3 dark:border-slate-800">
      <h3 className="mb-2 text-sm font-semibold text-slate-900 dark:text-slate-100">
        {t('entities/ventes:sections.bankDetails')}
      </h3>
      {bank ? (
        <DetailList>
          <Detail label={t('entities/ventes:bank.iban')}>
            <span dir="ltr" className="font-mono">
              {bank.iban}
            </span>
            {bank.ibanMasked && (
              <span className="block text-xs text-slate-500 dark:text-slate-400">
                {t('entities/ventes:bank.masked')}
              </span>
            )}
          </Detail>
          <Detail label={t('entities/ventes:bank.bic')}>
            <span dir="ltr" className="font-mono">
              {bank.bic}
            </span>
          </Detail>
          <Detail label={t('entities/ventes:bank.holder')}>
            <bdi>{bank.holder}</bdi>
          </Detail>
          <Detail label={t('entities/ventes:bank.debitDay')}>{bank.debitDay}</Detail>
          <Detail label={t('entities/ventes:bank.frequency')}>
            {t(`entities/ventes:frequencies.${bank.frequency}`)}
          </Detail>
        </DetailList>
      ) : (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t('entities/ventes:bank.none')}</p>
      )}
    </div>
  );
};
