import { clsx } from 'clsx';

const COLOURS = {
  light: { outer: '#1d4ed8', inner: '#60a5fa', core: '#ffffff' },
  dark: { outer: '#60a5fa', inner: '#1e3a8a', core: '#dbeafe' },
} as const;

export interface LogoMarkProps {
  /** The variant drawn for a light or a dark page. */
  variant: 'light' | 'dark';
  className?: string;
}

/** The brand's hexagon mark. Decorative: the brand name beside it carries the meaning. */
export const LogoMark = ({ variant, className }: LogoMarkProps) => {
  const colours = COLOURS[variant];
  return (
    <svg
      viewBox="0 0 32 32"
      aria-hidden="true"
      data-variant={variant}
      className={clsx('shrink-0', className)}
    >
      <path d="M16 1.5 28.6 8.75v14.5L16 30.5 3.4 23.25V8.75z" fill={colours.outer} />
      <path d="M16 8.5 22.5 12.25v7.5L16 23.5 9.5 19.75v-7.5z" fill={colours.inner} />
      <path d="M16 13 18.6 14.5v3L16 19 13.4 17.5v-3z" fill={colours.core} />
    </svg>
  );
};
