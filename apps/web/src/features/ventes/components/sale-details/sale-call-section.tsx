import type { Sale } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/features/ventes/components/sale-format';
import { Detail, DetailList, SaleSection } from './sale-section';

/** Step 1: the channel, and for a phone sale when the consent and the recording notice were given. */
export const SaleCallSection = ({ sale }: { sale: Sale }) => {
  const { t, i18n } = useTranslation();
  const when = (iso: string | null) =>
    iso ? (
      <time dateTime={iso}>{formatDateTime(iso, i18n.language)}</time>
    ) : (
      <span className="text-amber-700 dark:text-amber-300">{t('entities/ventes:call.notGiven')}</span>
    );
  return (
    <SaleSection id="sale-call" title={t('entities/ventes:sections.call')}>
      <DetailList>
        <Detail label={t('entities/ventes:call.channel')}>
          {sale.channel ? t(`entities/ventes:channels.${sale.channel}`) : null}
        </Detail>
        {sale.channel !== 'in_person' && (
          <>
            <Detail label={t('entities/ventes:call.consent')}>{when(sale.callConsentAt)}</Detail>
            <Detail label={t('entities/ventes:call.recording')}>{when(sale.recordingAnnouncedAt)}</Detail>
          </>
        )}
      </DetailList>
    </SaleSection>
  );
};
