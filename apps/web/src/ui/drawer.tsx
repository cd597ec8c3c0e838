import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface FormSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Wider sheet for dense editors (the permission matrix). */
  size?: 'md' | 'lg';
  /** Where focus goes on close; by default Radix returns it to the element focused before opening. */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * A side sheet for create and edit forms: it slides in from the end of the line (the right in LTR, the left in
 * Arabic) on desktop and takes the whole screen on a phone. Radix traps focus, closes on Escape and gives the
 * focus back to the button that opened it.
 */
export const FormSheet = ({
  open,
  onOpenChange,
  title,
  description,
  children,
  size = 'md',
  onCloseAutoFocus,
}: FormSheetProps) => {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/40" />
        <Dialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className={`fixed inset-y-0 end-0 z-40 flex w-full flex-col bg-white shadow-2xl outline-none dark:bg-slate-900 sm:border-s sm:border-slate-200 dark:sm:border-slate-800 ${
            size === 'lg' ? 'sm:max-w-3xl' : 'sm:max-w-lg'
          }`}
        >
          <div className="flex items-start justify-between gap-3 border-b border-slate-200 px-4 py-3 sm:px-6 dark:border-slate-800">
            <div className="min-w-0">
              <Dialog.Title className="truncate text-lg font-semibold text-slate-900 dark:text-slate-100">
                {title}
              </Dialog.Title>
              {description ? (
                <Dialog.Description className="text-sm text-slate-600 dark:text-slate-400">
                  {description}
                </Dialog.Description>
              ) : (
                <Dialog.Description className="sr-only">{title}</Dialog.Description>
              )}
            </div>
            <Dialog.Close
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100"
              aria-label={t('ui:sheet.close')}
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-4 pt-4 sm:px-6">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
};
