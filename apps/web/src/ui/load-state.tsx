import { clsx } from 'clsx';
import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';

/** A section's "loading…" line: a spinner and what is being loaded (`className` sets its spacing). */
export const LoadingLine = ({ children, className }: { children: ReactNode; className?: string }) => (
  <p className={clsx('flex items-center gap-2 text-sm text-slate-500 dark:text-slate-400', className)}>
    <Spinner size="sm" />
    {children}
  </p>
);

export interface LoadFailedProps {
  /** Why, already translated (apiErrorMessage for an API error). */
  message: ReactNode;
  onRetry: () => void;
  /** Defaults to "Retry". */
  retryLabel?: string;
  className?: string;
}

/** A section whose data could not be loaded: why, announced, and a button to try again. */
export const LoadFailed = ({ message, onRetry, retryLabel, className }: LoadFailedProps) => {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className={clsx('flex flex-wrap items-center gap-2 text-sm text-red-700 dark:text-red-300', className)}
    >
      <span>{message}</span>
      <Button
        type="button"
        size="xs"
        variant="outline"
        icon={<RefreshCw className="size-3.5" />}
        onClick={onRetry}
      >
        {retryLabel ?? t('ui:dataTable.retry')}
      </Button>
    </div>
  );
};
