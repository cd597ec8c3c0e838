import { Copy } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '@/lib/mutation-toasts';
import { Button } from '@/ui/button';

/** The customer's signing link, readable and selectable, with a button that copies it. */
export const CopyLink = ({ url }: { url: string }) => {
  const { t } = useTranslation();
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toastSuccess(t('signatures:link.copied'));
    } catch {
      // Without clipboard access (an insecure page, a refusal) the field stays there to copy by hand.
      document.getElementById(id)?.focus();
    }
  };
  return (
    <div className="flex min-w-0 items-center gap-2">
      <input
        id={id}
        readOnly
        dir="ltr"
        value={url}
        aria-label={t('signatures:link.label')}
        onFocus={(event) => event.target.select()}
        className="h-8 min-w-0 flex-1 rounded-md border border-slate-300 bg-slate-50 px-2 font-mono text-xs text-slate-800 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-200"
      />
      <Button
        type="button"
        size="sm"
        variant="outline"
        icon={<Copy className="size-4" />}
        onClick={() => void copy()}
      >
        {t('signatures:link.copy')}
      </Button>
    </div>
  );
};
