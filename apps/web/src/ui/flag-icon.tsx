import type { Locale } from '@brokerage/shared';
import { clsx } from 'clsx';

// Drawn inline: emoji flags render as bare letters on Windows. Arabic uses Morocco's flag (decided for the
// brokerage's Arabic-speaking staff); the flag only decorates, the language name is the accessible label.
const FLAGS: Record<Locale, () => React.JSX.Element> = {
  en: () => (
    <>
      <rect width="60" height="30" fill="#012169" />
      <path d="M0 0l60 30M60 0L0 30" stroke="#fff" strokeWidth="6" />
      <path d="M0 0l60 30M60 0L0 30" stroke="#C8102E" strokeWidth="2" />
      <path d="M30 0v30M0 15h60" stroke="#fff" strokeWidth="10" />
      <path d="M30 0v30M0 15h60" stroke="#C8102E" strokeWidth="6" />
    </>
  ),
  fr: () => (
    <>
      {/* Stripes sized for the centred square that a round button shows. */}
      <rect width="25" height="30" fill="#002654" />
      <rect x="25" width="10" height="30" fill="#fff" />
      <rect x="35" width="25" height="30" fill="#CE1126" />
    </>
  ),
  ar: () => (
    <>
      <rect width="60" height="30" fill="#C1272D" />
      <path
        d="M30 8.5l3.82 11.76-10-7.27h12.36l-10 7.27z"
        fill="none"
        stroke="#006233"
        strokeWidth="1.3"
        strokeLinejoin="round"
      />
    </>
  ),
};

export interface FlagIconProps {
  locale: Locale;
  className?: string;
}

export const FlagIcon = ({ locale, className }: FlagIconProps) => {
  const Flag = FLAGS[locale];
  return (
    <svg
      viewBox="0 0 60 30"
      aria-hidden="true"
      preserveAspectRatio="xMidYMid slice"
      className={clsx('shrink-0 overflow-hidden', className)}
    >
      <Flag />
    </svg>
  );
};
