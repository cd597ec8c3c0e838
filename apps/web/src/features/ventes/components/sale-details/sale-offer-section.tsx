import type { Sale } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { formatDate, formatPremium } from '@/features/ventes/components/sale-format';
import { Detail, DetailList, NotFilled, SaleSection } from './sale-section';

/** The offer the agent recommended, its price when picked, why, and when it was subscribed. */
export const SaleOfferSection = ({ sale }: { sale: Sale }) => {
  const { t, i18n } = useTranslation();
  const offer = sale.offer;
  return (
    <SaleSection id="sale-offer" title={t('entities/ventes:sections.offer')}>
      {offer ? (
        <DetailList>
          <Detail label={t('entities/ventes:offer.product')}>
            <bdi>{offer.productName}</bdi>
          </Detail>
          <Detail label={t('entities/ventes:offer.monthly')}>
            <span className="tabular-nums">{formatPremium(offer.monthlyTotalCents, i18n.language)}</span>
          </Detail>
          <Detail label={t('entities/ventes:offer.yearly')}>
            <span className="tabular-nums">{formatPremium(offer.yearlyTotalCents, i18n.language)}</span>
          </Detail>
          <Detail label={t('entities/ventes:offer.reason')}>
            {sale.recommendationReason ? (
              <bdi className="whitespace-pre-line">{sale.recommendationReason}</bdi>
            ) : null}
          </Detail>
          {sale.subscribedAt && (
            <Detail label={t('entities/ventes:sale.subscribedAt')}>
              {formatDate(sale.subscribedAt, i18n.language)}
            </Detail>
          )}
        </DetailList>
      ) : (
        <NotFilled />
      )}
    </SaleSection>
  );
};
