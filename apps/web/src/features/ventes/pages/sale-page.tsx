import { hasPermission, isSaleEditable, type Sale } from '@brokerage/shared';
import { FileCheck2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { z } from 'zod';
import { useSale } from '@/features/ventes/api/get-sale';
import { SaleActions } from '@/features/ventes/components/sale-details/sale-actions';
import { SaleCallSection } from '@/features/ventes/components/sale-details/sale-call-section';
import { SaleCustomerSection } from '@/features/ventes/components/sale-details/sale-customer-section';
import { SaleHouseholdSection } from '@/features/ventes/components/sale-details/sale-household-section';
import { SaleOfferSection } from '@/features/ventes/components/sale-details/sale-offer-section';
import { SaleProductSection } from '@/features/ventes/components/sale-details/sale-product-section';
import { Detail, DetailList } from '@/features/ventes/components/sale-details/sale-section';
import { SaleStatusHistory } from '@/features/ventes/components/sale-details/sale-status-history';
import { formatDate, formatDateTime } from '@/features/ventes/components/sale-format';
import { SaleStatusBadge } from '@/features/ventes/components/sale-status-badge';
import { localizePath } from '@/lib/locale';
import { useAuth } from '@/lib/session/auth-provider';
import { RecordPage } from '@/ui/record-page';
import { useLocale } from '@/ui/use-locale';

const isSaleId = (id: string | undefined): id is string => z.uuid().safeParse(id).success;

export interface SalePageProps {
  /**
   * Sections other features draw for the sale (documents, signature), after the offer. The page that composes
   * them lives in app/ (docs/architecture.md §1), so this feature imports none of them.
   */
  sections?: (sale: Sale) => ReactNode;
}

/**
 * /ventes/{id}: everything about one sale (issue 9): number, status and its history, the call, the customer
 * and the bank details as the server shows them, the product line and the needs, the household, the chosen
 * offer, and the actions its status allows. Outside the user's scope the server answers 404: "not found".
 */
export const SalePage = ({ sections }: SalePageProps = {}) => {
  const { t, i18n } = useTranslation();
  const { id } = useParams();
  const locale = useLocale();
  const { user } = useAuth();
  const validId = isSaleId(id);
  const query = useSale(validId ? id : undefined);

  return (
    <RecordPage
      backTo={localizePath('/ventes', locale)}
      backLabel={t('entities/ventes:actions.back')}
      notFoundLabel={t('entities/ventes:sale.notFound')}
      loadingLabel={t('entities/ventes:sale.loading')}
      validId={validId}
      query={query}
    >
      {(sale) => {
        const editable = isSaleEditable(sale.status) && hasPermission(user, 'VenteModule:ventes:update');
        return (
          <>
            <header className="mb-4 flex flex-col gap-3 md:mb-6">
              <div className="flex flex-wrap items-center gap-3">
                <h1 className="text-xl font-semibold text-slate-900 md:text-2xl dark:text-slate-100">
                  {t('entities/ventes:sale.number', { number: sale.number })}
                </h1>
                <SaleStatusBadge status={sale.status} />
                <span className="text-sm text-slate-600 dark:text-slate-400">
                  {t('entities/ventes:sale.statusSince', {
                    date: formatDateTime(sale.statusChangedAt, i18n.language),
                  })}
                </span>
              </div>
              {sale.contractId && (
                <Link
                  to={localizePath(`/contrats/${sale.contractId}`, locale)}
                  className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-blue-300"
                >
                  <FileCheck2 aria-hidden="true" className="size-4" />
                  {t('entities/ventes:sale.contract')}
                </Link>
              )}
              {sale.status === 'lost' && sale.lostReason && (
                <p className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800 dark:border-slate-700 dark:bg-slate-800/60 dark:text-slate-200">
                  <span className="font-medium">{t('entities/ventes:sale.lostReason')}: </span>
                  <bdi className="whitespace-pre-line">{sale.lostReason}</bdi>
                </p>
              )}
              <section aria-label={t('entities/ventes:sale.actionsLabel')}>
                <SaleActions sale={sale} />
              </section>
            </header>
            <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
              <section
                aria-label={t('entities/ventes:sale.number', { number: sale.number })}
                className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
              >
                <DetailList>
                  <Detail label={t('entities/ventes:sale.seller')}>
                    {sale.seller ? `${sale.seller.firstName} ${sale.seller.lastName}` : null}
                  </Detail>
                  <Detail label={t('entities/ventes:sale.team')}>{sale.team?.name ?? null}</Detail>
                  <Detail label={t('entities/ventes:sale.createdAt')}>
                    {formatDate(sale.createdAt, i18n.language)}
                  </Detail>
                  <Detail label={t('entities/ventes:sale.updatedAt')}>
                    {formatDateTime(sale.updatedAt, i18n.language)}
                  </Detail>
                </DetailList>
              </section>
              <SaleCallSection sale={sale} />
              <SaleCustomerSection sale={sale} editable={editable} />
              <SaleProductSection sale={sale} />
              <SaleHouseholdSection sale={sale} />
              <SaleOfferSection sale={sale} />
              {sections?.(sale)}
              <SaleStatusHistory sale={sale} />
            </div>
          </>
        );
      }}
    </RecordPage>
  );
};
