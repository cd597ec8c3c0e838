import { Check, Copy, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';

/** The key's secret, shown this once: read-only, selectable, with a copy button and the warning that says so. */
export const SecretPanel = ({ secret, onDone }: { secret: string; onDone: () => void }) => {
  const { t } = useTranslation();
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      // No clipboard (an insecure origin): the field stays selectable for a manual copy.
      document.getElementById(id)?.focus();
    }
  };
  return (
    <div className="flex flex-col gap-4">
      <p
        role="alert"
        className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
      >
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t('api-keys:secret.warning')}
      </p>
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
          {t('api-keys:secret.label')}
        </label>
        <div className="flex gap-2">
          <input
            id={id}
            readOnly
            dir="ltr"
            value={secret}
            onFocus={(event) => event.target.select()}
            className="h-10 min-w-0 flex-1 rounded-md border border-slate-300 bg-slate-50 px-3 font-mono text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
          />
          <Button type="button" variant="outline" onClick={() => void copy()}>
            {copied ? (
              <Check aria-hidden="true" className="size-4" />
            ) : (
              <Copy aria-hidden="true" className="size-4" />
            )}
            {copied ? t('api-keys:secret.copied') : t('api-keys:secret.copy')}
          </Button>
        </div>
      </div>
      <div className="flex justify-end">
        <Button type="button" onClick={onDone}>
          {t('api-keys:secret.done')}
        </Button>
      </div>
    </div>
  );
};
