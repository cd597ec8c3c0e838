import { ShieldAlert } from 'lucide-react';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-error';

export interface PermissionDeniedProps {
  /** The server's message; SPEC §6 quotes it as is, 'Forbidden resource' when there is none. */
  message?: string;
  /** The API path that was refused. */
  path: string;
}

/**
 * A 403 outside the session check (SPEC §6/§8): the title, the server's message quoted inside a translated
 * sentence, and the path. The message stays in the server's words; only the sentence around it is translated.
 */
export const PermissionDenied = ({ message, path }: PermissionDeniedProps) => {
  const { t } = useTranslation();
  return (
    <section
      role="alert"
      className="mx-auto my-8 flex w-full max-w-lg flex-col items-center gap-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-6 text-center text-amber-900 sm:px-6 dark:border-amber-900/60 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <ShieldAlert aria-hidden="true" className="size-8 text-amber-600 dark:text-amber-400" />
      <h2 className="text-lg font-semibold">{t('errors:client.permissionDenied')}</h2>
      <p className="text-sm">
        {t('ui:permissionDenied.message', {
          message: message || t('errors:client.forbiddenDefault'),
        })}
      </p>
      <p className="max-w-full text-xs break-all text-amber-800/80 dark:text-amber-200/70">
        <code dir="ltr">{path}</code>
      </p>
    </section>
  );
};

export const isForbidden = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 403;

/** Renders the permission notice for a 403 ApiError, and nothing for any other error. */
export const permissionDeniedFrom = (error: unknown): ReactElement | null =>
  isForbidden(error) ? <PermissionDenied message={error.message} path={error.path} /> : null;
