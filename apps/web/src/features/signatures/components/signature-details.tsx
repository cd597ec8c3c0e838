import type { SignatureRequestDetail } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/date-format';
import { CompactTable, compactCell } from '@/ui/compact-table';
import { ScrollRegion } from '@/ui/scroll-region';

/** A sha256 as people compare it: its first and last 8 characters; the whole value on hover. */
export const shortHash = (hash: string): string =>
  hash.length > 20 ? `${hash.slice(0, 8)}…${hash.slice(-8)}` : hash;

const linkClass =
  'font-medium text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-blue-300';

const Hash = ({ value }: { value: string | null }) =>
  value ? (
    <code dir="ltr" title={value} className="font-mono text-xs">
      {shortHash(value)}
    </code>
  ) : (
    <span className="text-slate-400 dark:text-slate-500">—</span>
  );

/** The documents under signature: kind, sha256 before and after sealing, the original and the sealed copy. */
export const SignatureDocuments = ({ request }: { request: SignatureRequestDetail }) => {
  const { t } = useTranslation();
  return (
    <ScrollRegion label={t('signatures:drawer.documents')}>
      <CompactTable
        caption={t('signatures:drawer.documents')}
        columns={[
          { key: 'kind', header: t('documents:columns.kind') },
          { key: 'before', header: t('signatures:drawer.sha256Before') },
          { key: 'after', header: t('signatures:drawer.sha256After') },
          { key: 'open', header: <span className="sr-only">{t('documents:columns.open')}</span> },
        ]}
      >
        {request.documents.map((document) => {
          const kind = t(`documents:kinds.${document.kind}`);
          return (
            <tr key={document.id} className="border-t border-slate-100 dark:border-slate-800">
              <td className={compactCell()}>{kind}</td>
              <td className={compactCell({ nowrap: true })}>
                <Hash value={document.sha256Before} />
              </td>
              <td className={compactCell({ nowrap: true })}>
                <Hash value={document.sha256After} />
              </td>
              <td className={compactCell({ nowrap: true })}>
                <span className="flex gap-3">
                  <a
                    href={document.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('signatures:drawer.openOriginalOf', { name: kind })}
                    className={linkClass}
                  >
                    {t('signatures:drawer.openOriginal')}
                  </a>
                  {document.sealedUrl && (
                    <a
                      href={document.sealedUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t('signatures:drawer.openSealedOf', { name: kind })}
                      className={linkClass}
                    >
                      {t('signatures:drawer.openSealed')}
                    </a>
                  )}
                </span>
              </td>
            </tr>
          );
        })}
      </CompactTable>
    </ScrollRegion>
  );
};

/** The evidence events, oldest first: what happened, when, and from which address. */
export const SignatureTimeline = ({ request }: { request: SignatureRequestDetail }) => {
  const { t, i18n } = useTranslation();
  const events = [...request.events].sort((a, b) => a.sequence - b.sequence);
  return (
    <ol className="flex flex-col gap-2 border-s border-slate-200 ps-4 text-sm dark:border-slate-700">
      {events.map((event) => (
        <li key={event.sequence} className="flex flex-col">
          <span className="font-medium text-slate-900 dark:text-slate-100">
            {t(`signatures:events.${event.type}`, { defaultValue: event.type })}
          </span>
          <span className="text-xs text-slate-500 dark:text-slate-400">
            <time dateTime={event.at}>{formatDateTime(event.at, i18n.language)}</time>
            {event.ip && (
              <>
                {' · '}
                <span dir="ltr">{event.ip}</span>
              </>
            )}
          </span>
        </li>
      ))}
    </ol>
  );
};
