import { CheckCircle2, FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DeclineForm } from '@/features/signatures/components/decline-form';
import { signingErrorMessage } from '@/features/signatures/components/signing-errors';
import { SigningForm } from '@/features/signatures/components/signing-form';
import { useSigning } from '@/features/signatures/components/use-signing';
import { formatDateTime } from '@/lib/date-format';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';

const Frame = ({ children }: { children: ReactNode }) => (
  <main className="flex min-h-dvh justify-center bg-slate-50 px-4 py-8 sm:items-center dark:bg-slate-950">
    <div className="flex w-full max-w-lg flex-col gap-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
      {children}
    </div>
  </main>
);

const Notice = ({ tone, children }: { tone: 'info' | 'warning' | 'success'; children: ReactNode }) => {
  const tones = {
    info: 'bg-blue-50 text-blue-900 dark:bg-blue-950 dark:text-blue-100',
    warning: 'bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
    success: 'bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  };
  return (
    <p role="status" className={`rounded-md p-3 text-sm ${tones[tone]}`}>
      {children}
    </p>
  );
};

/**
 * /:locale/sign/:token, public (issue 10): the customer reads the documents, consents, receives a code by SMS
 * and signs. Its own small chunk without the signed-in shell. Before the phone-sale delay it says when signing
 * opens and keeps the rest disabled; while the sale's call is open it says signing opens after the call.
 */
export const SigningPage = () => {
  const { t, i18n } = useTranslation();
  const { token = '' } = useParams();
  const signing = useSigning(token);
  const { view, loadError } = signing;

  if (loadError !== null && !view) {
    return (
      <Frame>
        <h1 className="text-xl font-semibold text-slate-900 dark:text-slate-100">{t('signing:title')}</h1>
        <p role="alert" className="text-sm text-slate-700 dark:text-slate-300">
          {signingErrorMessage(t, loadError, i18n.language)}
        </p>
        <div>
          <Button type="button" variant="outline" onClick={signing.retry}>
            {t('signing:retry')}
          </Button>
        </div>
      </Frame>
    );
  }
  if (!view) {
    return (
      <Frame>
        <div role="status" className="flex justify-center py-8 text-blue-600 dark:text-blue-400">
          <Spinner size="lg" label={t('signing:loading')} />
        </div>
      </Frame>
    );
  }

  const signed = view.status === 'signed' || signing.step === 'done';
  const ended = !signed && !['sent', 'opened'].includes(view.status);
  const when = (iso: string) => formatDateTime(iso, i18n.language);

  return (
    <Frame>
      <header className="flex flex-col gap-1">
        <p className="text-sm font-medium text-blue-700 dark:text-blue-300">{view.brokerageName}</p>
        <h1 className="text-xl font-semibold text-slate-900 dark:text-slate-100">{t('signing:title')}</h1>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t('signing:greeting', { name: view.customerName })}{' '}
          <bdi dir="ltr" className="whitespace-nowrap font-medium">
            {view.saleNumber}
          </bdi>
        </p>
      </header>

      {signed ? (
        <Notice tone="success">
          <CheckCircle2 aria-hidden="true" className="me-1 inline size-4 align-text-bottom" />
          {view.signedAt ? t('signing:signedAt', { date: when(view.signedAt) }) : t('signing:signed')}
        </Notice>
      ) : ended ? (
        <Notice tone="warning">{t(`signing:ended.${view.status}`)}</Notice>
      ) : view.blockedBy === 'not_open_yet' ? (
        <Notice tone="info">{t('signing:notOpenYet', { date: when(view.opensAt) })}</Notice>
      ) : view.blockedBy === 'call_open' ? (
        <Notice tone="info">{t('signing:callOpen')}</Notice>
      ) : null}

      <section aria-labelledby="signing-documents">
        <h2 id="signing-documents" className="mb-2 text-sm font-semibold text-slate-900 dark:text-slate-100">
          {t('signing:documents')}
        </h2>
        <ul className="flex flex-col gap-1">
          {view.documents.map((document) => (
            <li key={document.id}>
              <a
                href={document.url}
                target="_blank"
                rel="noopener noreferrer"
                className="flex items-center gap-2 rounded-md px-2 py-2 text-sm font-medium text-blue-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-blue-300 dark:hover:bg-slate-800"
              >
                <FileText aria-hidden="true" className="size-4 shrink-0" />
                {t(`signing:kinds.${document.kind}`)}
              </a>
            </li>
          ))}
        </ul>
      </section>

      {!signed && !ended && <SigningForm signing={signing} disabled={!view.signingOpen} />}
      {!signed && !ended && <DeclineForm signing={signing} />}
      <p className="text-xs text-slate-500 dark:text-slate-400">
        {t('signing:codeTo')} <bdi dir="ltr">{view.phoneMasked}</bdi>
      </p>
    </Frame>
  );
};
