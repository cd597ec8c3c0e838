import type { QcChecklistRow } from '@brokerage/shared';
import { CheckCircle2, PhoneCall, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { SectionCard } from '@/ui/section-card';
import { itemLabel } from './checklist-draft';
import { RejectionDialog, type RejectionInput, type RejectionMode } from './rejection-dialog';

export interface DecisionPanelProps {
  saleNumber: string;
  /** The required items that do not pass in the current answers (validation waits for them). */
  blocking: readonly QcChecklistRow[];
  /** Failed items without a comment: no decision until each says why. */
  failsWithoutComment: number;
  busy: boolean;
  onValidate: () => Promise<void>;
  onReject: (input: RejectionInput) => Promise<void>;
}

/**
 * The reviewer's decision: validate (a contract is created; disabled, with the reason, while a required point
 * does not pass), reject with reasons (the agent corrects the sale, or it is lost), or ask the agent to call the
 * customer back. Each asks for confirmation first.
 */
export const DecisionPanel = ({
  saleNumber,
  blocking,
  failsWithoutComment,
  busy,
  onValidate,
  onReject,
}: DecisionPanelProps) => {
  const { t, i18n } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [rejecting, setRejecting] = useState<RejectionMode | null>(null);
  const validateBlocked = blocking.length > 0 || failsWithoutComment > 0;
  return (
    <SectionCard id="qc-decision" title={t('quality-control:decision.title')}>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="success"
          icon={<CheckCircle2 className="size-4" />}
          disabled={validateBlocked || busy}
          aria-describedby={validateBlocked ? 'qc-validate-blocked' : undefined}
          onClick={() => setConfirming(true)}
        >
          {t('quality-control:decision.validate')}
        </Button>
        <Button
          type="button"
          variant="danger"
          icon={<XCircle className="size-4" />}
          disabled={busy}
          onClick={() => setRejecting('reject')}
        >
          {t('quality-control:decision.reject')}
        </Button>
        <Button
          type="button"
          variant="outline"
          icon={<PhoneCall className="size-4" />}
          disabled={busy}
          onClick={() => setRejecting('callBack')}
        >
          {t('quality-control:decision.callBack')}
        </Button>
      </div>
      {validateBlocked && (
        <div id="qc-validate-blocked" className="mt-3 text-sm text-amber-800 dark:text-amber-200">
          {blocking.length > 0 && (
            <>
              <p>{t('quality-control:decision.blocked')}</p>
              <ul className="mt-1 list-disc ps-5">
                {blocking.map((row) => (
                  <li key={row.key}>{itemLabel(row, i18n.language)}</li>
                ))}
              </ul>
            </>
          )}
          {failsWithoutComment > 0 && <p>{t('quality-control:decision.failsWithoutComment')}</p>}
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('quality-control:decision.confirmTitle', { number: saleNumber })}
        description={t('quality-control:decision.confirmDescription')}
        confirmLabel={t('quality-control:decision.validate')}
        onConfirm={onValidate}
      />
      {rejecting && (
        <RejectionDialog
          key={rejecting}
          mode={rejecting}
          open
          onOpenChange={(open) => (open ? undefined : setRejecting(null))}
          onConfirm={onReject}
          saleNumber={saleNumber}
        />
      )}
    </SectionCard>
  );
};
