import { hasPermission, isSaleCallOpen, type Sale } from '@brokerage/shared';
import { PhoneOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useEndSaleCall } from '@/features/ventes/api/end-sale-call';
import { formatDateTime } from '@/features/ventes/components/sale-format';
import { toastApiError, toastSuccess } from '@/lib/mutation-toasts';
import { useAuth } from '@/lib/session/auth-provider';
import { Button } from '@/ui/button';
import { Detail, DetailList, SaleSection } from './sale-section';

/**
 * Step 1: the channel, and for a phone sale when the consent and the recording notice were given, and when the
 * call ended. While the call is open the customer may not sign (issue 10): "End call" closes it.
 */
export const SaleCallSection = ({ sale }: { sale: Sale }) => {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const endCall = useEndSaleCall();
  const canEnd = isSaleCallOpen(sale, new Date()) && hasPermission(user, 'VenteModule:ventes:update');
  const when = (iso: string | null) =>
    iso ? (
      <time dateTime={iso}>{formatDateTime(iso, i18n.language)}</time>
    ) : (
      <span className="text-amber-700 dark:text-amber-300">{t('entities/ventes:call.notGiven')}</span>
    );

  const end = async () => {
    try {
      await endCall.mutateAsync({ id: sale.id, input: { version: sale.version } });
      toastSuccess(t('entities/ventes:toast.callEnded', { number: sale.number }));
    } catch (error) {
      toastApiError(t, error);
    }
  };

  return (
    <SaleSection
      id="sale-call"
      title={t('entities/ventes:sections.call')}
      action={
        canEnd ? (
          <Button
            type="button"
            size="sm"
            variant="outline"
            icon={<PhoneOff className="size-4" />}
            loading={endCall.isPending}
            onClick={() => void end()}
          >
            {t('entities/ventes:call.end')}
          </Button>
        ) : null
      }
    >
      <DetailList>
        <Detail label={t('entities/ventes:call.channel')}>
          {sale.channel ? t(`entities/ventes:channels.${sale.channel}`) : null}
        </Detail>
        {sale.channel !== 'in_person' && (
          <>
            <Detail label={t('entities/ventes:call.consent')}>{when(sale.callConsentAt)}</Detail>
            <Detail label={t('entities/ventes:call.recording')}>{when(sale.recordingAnnouncedAt)}</Detail>
            {sale.callEndedAt && (
              <Detail label={t('entities/ventes:call.endedAt')}>{when(sale.callEndedAt)}</Detail>
            )}
          </>
        )}
      </DetailList>
    </SaleSection>
  );
};
