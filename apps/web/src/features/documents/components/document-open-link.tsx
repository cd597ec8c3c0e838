import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Opens a PDF in the browser's own viewer, in a new tab (the download route answers it inline). The visible
 * text is short ("Open"); `label` names the document for screen readers.
 */
export const DocumentOpenLink = ({
  href,
  label,
  children,
}: {
  href: string;
  label: string;
  children?: ReactNode;
}) => {
  const { t } = useTranslation();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      className="inline-flex items-center gap-1 text-sm font-medium text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-blue-300"
    >
      {children ?? t('documents:actions.open')}
      <ExternalLink aria-hidden="true" className="size-3.5 rtl:-scale-x-100" />
    </a>
  );
};
