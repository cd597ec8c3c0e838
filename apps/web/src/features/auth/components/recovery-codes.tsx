import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';

/** The ten recovery codes, shown once: copy, download, then "I saved them". */
export const RecoveryCodes = ({ codes, onDone }: { codes: string[]; onDone: () => void }) => {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const text = `${codes.join('\n')}\n`;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('mfa:secondFactor.recoveryIntro')}</p>
      <ul
        aria-label={t('mfa:secondFactor.recoveryTitle')}
        dir="ltr"
        className="grid grid-cols-1 gap-1 rounded-md border border-slate-200 bg-slate-50 p-3 font-mono text-sm text-slate-900 sm:grid-cols-2 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          onClick={() =>
            void navigator.clipboard?.writeText(text).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {t('mfa:secondFactor.copy')}
        </Button>
        <a
          className="inline-flex items-center rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download="recovery-codes.txt"
        >
          {t('mfa:secondFactor.download')}
        </a>
        <Button type="button" onClick={onDone}>
          {t('mfa:secondFactor.saved')}
        </Button>
      </div>
      {copied && (
        <p role="status" className="text-sm text-emerald-700 dark:text-emerald-300">
          {t('mfa:secondFactor.copied')}
        </p>
      )}
    </div>
  );
};
