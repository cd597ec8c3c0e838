import { type CallAttempt, formatPhone, hasPermission, type Sale } from '@brokerage/shared';
import { PhoneCall, PhoneOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaleCallEligibility } from '@/features/calls/api/get-call-eligibility';
import { useSaleCalls } from '@/features/calls/api/get-sale-calls';
import { useOpposeSaleCustomer } from '@/features/calls/api/oppose-sale-customer';
import { apiErrorMessage, toastApiError, toastSuccess } from '@/lib/mutation-toasts';
import { useAuth } from '@/lib/session/auth-provider';
import { Badge, type BadgeTone } from '@/ui/badge';
import { Button } from '@/ui/button';
import { CompactTable, compactCell } from '@/ui/compact-table';
import { useConfirm } from '@/ui/confirm-dialog';
import { LoadFailed, LoadingLine } from '@/ui/load-state';
import { ScrollRegion } from '@/ui/scroll-region';
import { SectionCard } from '@/ui/section-card';
import { useCallMessages } from './call-messages';
import { RecordCallDialog } from './record-call-dialog';

const OUTCOME_TONES: Record<CallAttempt['outcome'], BadgeTone> = {
  no_answer: 'neutral',
  refused: 'danger',
  call_back: 'info',
  interested: 'success',
};

/** Whether the customer may be called now, and if not why and from when: shown before the agent dials. */
const Eligibility = ({ saleId }: { saleId: string }) => {
  const { t } = useTranslation();
  const eligibility = useSaleCallEligibility(saleId);
  const { blocked } = useCallMessages();
  if (eligibility.error)
    return (
      <LoadFailed
        message={apiErrorMessage(t, eligibility.error)}
        onRetry={() => void eligibility.refetch()}
      />
    );
  if (!eligibility.data) return <LoadingLine>{t('calls:eligibility.loading')}</LoadingLine>;
  const { allowed, attemptsInWindow, maxAttempts, phoneNumber } = eligibility.data;
  return (
    <div
      role="status"
      className={
        allowed
          ? 'rounded-md bg-green-50 p-3 text-sm text-green-900 dark:bg-green-950 dark:text-green-100'
          : 'rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100'
      }
    >
      <p className="font-medium">
        {allowed ? t('calls:eligibility.allowed') : t('calls:eligibility.blocked')}
      </p>
      {!allowed && <p className="mt-1">{blocked(eligibility.data)}</p>}
      <p className="mt-1 text-xs opacity-80">
        {phoneNumber && (
          <span dir="ltr" className="me-2">
            {formatPhone(phoneNumber)}
          </span>
        )}
        {t('calls:eligibility.attempts', { count: attemptsInWindow, max: maxAttempts })}
      </p>
    </div>
  );
};

/**
 * The sale page's calls (issue 11): whether calling is allowed now, the call log (time, agent, outcome, note),
 * "Record a call attempt" and "Customer asks not to be called", for users who may update the sale.
 */
export const SaleCallsSection = ({ sale }: { sale: Sale }) => {
  const { t } = useTranslation();
  const { user } = useAuth();
  const canRecord = hasPermission(user, 'VenteModule:ventes:update');
  const calls = useSaleCalls(sale.id);
  const oppose = useOpposeSaleCustomer();
  const { when } = useCallMessages();
  const { confirm, confirmDialog } = useConfirm();
  const [recording, setRecording] = useState(false);
  const phone = sale.customer?.phone ?? null;

  const opposeCustomer = async () => {
    const sure = await confirm({
      title: t('calls:oppose.title'),
      description: t('calls:oppose.description', { phone: phone ? formatPhone(phone) : '' }),
      confirmLabel: t('calls:oppose.confirm'),
      danger: true,
    });
    if (!sure) return;
    try {
      await oppose.mutateAsync({ id: sale.id, input: {} });
      toastSuccess(t('calls:toast.opposed'));
    } catch (error) {
      toastApiError(t, error);
    }
  };

  const log = (() => {
    if (calls.error)
      return <LoadFailed message={apiErrorMessage(t, calls.error)} onRetry={() => void calls.refetch()} />;
    if (!calls.data) return <LoadingLine>{t('calls:log.loading')}</LoadingLine>;
    if (calls.data.length === 0)
      return <p className="text-sm text-slate-600 dark:text-slate-400">{t('calls:log.empty')}</p>;
    return (
      <ScrollRegion label={t('calls:log.caption')}>
        <CompactTable
          caption={t('calls:log.caption')}
          columns={[
            { key: 'at', header: t('calls:fields.at'), nowrap: true },
            { key: 'agent', header: t('calls:fields.agent') },
            { key: 'outcome', header: t('calls:fields.outcome') },
            { key: 'note', header: t('calls:fields.note') },
          ]}
        >
          {calls.data.map((call) => (
            <tr key={call.id} className="border-t border-slate-100 dark:border-slate-800">
              <td className={compactCell({ nowrap: true })}>
                <time dateTime={call.at}>{when(call.at)}</time>
              </td>
              <td className={compactCell()}>{call.agent?.name ?? '—'}</td>
              <td className={compactCell()}>
                <Badge tone={OUTCOME_TONES[call.outcome]}>{t(`calls:outcome.${call.outcome}`)}</Badge>
                {call.callBackAt && (
                  <span className="ms-2 text-xs text-slate-600 dark:text-slate-400">
                    {t('calls:log.callBackAt', { time: when(call.callBackAt) })}
                  </span>
                )}
              </td>
              <td className={compactCell()}>
                <bdi className="whitespace-pre-line">{call.note ?? ''}</bdi>
              </td>
            </tr>
          ))}
        </CompactTable>
      </ScrollRegion>
    );
  })();

  return (
    <SectionCard id="sale-calls" title={t('calls:section.title')}>
      <div className="flex flex-col gap-3">
        <Eligibility saleId={sale.id} />
        {canRecord && (
          <div className="flex flex-wrap gap-2">
            <Button type="button" icon={<PhoneCall className="size-4" />} onClick={() => setRecording(true)}>
              {t('calls:actions.record')}
            </Button>
            {phone && (
              <Button
                type="button"
                variant="secondary"
                icon={<PhoneOff className="size-4" />}
                loading={oppose.isPending}
                onClick={() => void opposeCustomer()}
              >
                {t('calls:actions.oppose')}
              </Button>
            )}
          </div>
        )}
        {log}
      </div>
      {canRecord && <RecordCallDialog sale={sale} open={recording} onOpenChange={setRecording} />}
      {confirmDialog}
    </SectionCard>
  );
};
