import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';

export interface FileLink {
  id: string;
  title: ReactNode;
  /** A short note after the title (a version, a badge). */
  detail?: ReactNode;
  href: string;
  /** The link's accessible text ("Open the mandate"). */
  openLabel: string;
}

/**
 * Files a record lists for reading (a contract's documents, a reviewed sale's PDFs): each opens in a new tab,
 * so what the page is doing (a recording playing) goes on.
 */
export const FileLinkList = ({ files, empty }: { files: readonly FileLink[]; empty: ReactNode }) =>
  files.length === 0 ? (
    <p className="text-sm text-slate-600 dark:text-slate-400">{empty}</p>
  ) : (
    <ul className="flex flex-col divide-y divide-slate-100 dark:divide-slate-800">
      {files.map((file) => (
        <li key={file.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
          <span className="flex flex-wrap items-center gap-2 text-sm text-slate-900 dark:text-slate-100">
            {file.title}
            {file.detail}
          </span>
          <a
            href={file.href}
            target="_blank"
            rel="noopener"
            className="inline-flex items-center gap-1 text-sm font-medium text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-blue-300"
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            {file.openLabel}
          </a>
        </li>
      ))}
    </ul>
  );
