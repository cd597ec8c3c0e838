import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { AlertTriangle } from 'lucide-react';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  /** Defaults to "Confirm". */
  confirmLabel?: string;
  cancelLabel?: string;
  /**
   * Runs while the button shows its loading state; the dialog closes when it resolves and stays open when it
   * throws (the caller has already said why, e.g. with toastApiError).
   */
  onConfirm: () => Promise<void> | void;
  /** A destructive action: red button and warning icon. */
  danger?: boolean;
}

/** Asks before a destructive or irreversible action (issue 3). Escape and Cancel close it unless it is busy. */
export const ConfirmDialog = ({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  danger = false,
}: ConfirmDialogProps) => {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch {
      // Kept open: the caller reported the failure.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[1px]" />
        <Dialog.Content
          role="alertdialog"
          className="fixed inset-x-4 top-1/2 z-50 mx-auto max-w-md -translate-y-1/2 rounded-lg border border-slate-200 bg-white p-5 shadow-xl dark:border-slate-800 dark:bg-slate-900"
        >
          <div className="flex gap-3">
            {danger && (
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-red-100 text-red-600 dark:bg-red-950 dark:text-red-400">
                <AlertTriangle aria-hidden="true" className="size-5" />
              </span>
            )}
            <div className="min-w-0 flex-1">
              <Dialog.Title className="text-base font-semibold text-slate-900 dark:text-slate-100">
                {title}
              </Dialog.Title>
              {description ? (
                <Dialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                  {description}
                </Dialog.Description>
              ) : (
                <Dialog.Description className="sr-only">{title}</Dialog.Description>
              )}
            </div>
          </div>
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <Dialog.Close asChild>
              <Button type="button" variant="outline" disabled={busy}>
                {cancelLabel ?? t('ui:form.cancel')}
              </Button>
            </Dialog.Close>
            <Button
              type="button"
              variant={danger ? 'danger' : 'primary'}
              loading={busy}
              onClick={() => void confirm()}
              className={clsx(busy && 'pointer-events-none')}
            >
              {confirmLabel ?? t('ui:confirm.confirm')}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
};

export type ConfirmOptions = Omit<ConfirmDialogProps, 'open' | 'onOpenChange' | 'onConfirm'>;

/**
 * A promise-style confirmation: `if (await confirm({ title, danger: true })) remove()`. Render `confirmDialog`
 * once in the component. Resolves false when the dialog is dismissed.
 */
export const useConfirm = () => {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const resolver = useRef<((value: boolean) => void) | null>(null);

  const confirm = useCallback((next: ConfirmOptions) => {
    resolver.current?.(false);
    setOptions(next);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const settle = (value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
  };

  const confirmDialog = options ? (
    <ConfirmDialog
      {...options}
      open
      onOpenChange={(open) => {
        if (open) return;
        settle(false);
        setOptions(null);
      }}
      onConfirm={() => settle(true)}
    />
  ) : null;

  return { confirm, confirmDialog };
};
