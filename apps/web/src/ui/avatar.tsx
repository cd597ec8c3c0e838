import { AVATAR_IMAGE_SIZE_PX } from '@brokerage/shared';
import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const SIZES = {
  xs: 'size-6 text-[0.625rem]',
  sm: 'size-8 text-xs',
  md: 'size-10 text-sm',
  lg: 'size-12 text-base',
  xl: 'size-16 text-xl',
  '2xl': 'size-20 text-2xl',
} as const;

const STATUS_SIZES: Record<AvatarSize, string> = {
  xs: 'size-1.5',
  sm: 'size-2',
  md: 'size-2.5',
  lg: 'size-3',
  xl: 'size-4',
  '2xl': 'size-5',
};

const SHAPES = { circle: 'rounded-full', square: 'rounded-none', rounded: 'rounded-lg' } as const;

const STATUS_COLOURS = {
  online: 'bg-emerald-500',
  offline: 'bg-slate-400',
  busy: 'bg-red-500',
  away: 'bg-amber-400',
} as const;

// Logical sides, so the dot mirrors with the rest of the layout under right-to-left text.
const STATUS_POSITIONS = {
  'top-left': 'top-0 start-0',
  'top-right': 'top-0 end-0',
  'bottom-left': 'bottom-0 start-0',
  'bottom-right': 'bottom-0 end-0',
} as const;

/** Ten backgrounds dark enough for white initials to pass WCAG AA. */
export const AVATAR_PALETTE = [
  'bg-red-700',
  'bg-orange-700',
  'bg-amber-700',
  'bg-emerald-700',
  'bg-teal-700',
  'bg-sky-700',
  'bg-blue-700',
  'bg-indigo-700',
  'bg-violet-700',
  'bg-pink-700',
] as const;

export const AVATAR_FALLBACK_COLOUR = 'bg-slate-500';

export type AvatarSize = keyof typeof SIZES;
export type AvatarShape = keyof typeof SHAPES;
export type AvatarStatus = keyof typeof STATUS_COLOURS;
export type AvatarStatusPosition = keyof typeof STATUS_POSITIONS;

/** First letters of up to two words, uppercased: 'jean-paul dupont' → 'JD'. */
export const initialsOf = (text: string | null | undefined): string =>
  (text ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toLocaleUpperCase() ?? '')
    .join('');

/** The same text always gets the same palette colour; grey when there is no text. */
export const avatarColor = (text: string | null | undefined): string => {
  const value = (text ?? '').trim();
  if (!value) return AVATAR_FALLBACK_COLOUR;
  let hash = 0;
  for (const char of value) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return AVATAR_PALETTE[hash % AVATAR_PALETTE.length] ?? AVATAR_FALLBACK_COLOUR;
};

export interface AvatarProps {
  src?: string | null;
  alt?: string;
  size?: AvatarSize;
  shape?: AvatarShape;
  status?: AvatarStatus;
  statusPosition?: AvatarStatusPosition;
  /** The name the initials and the background colour are taken from. */
  text?: string | null;
  bordered?: boolean;
  /** Any CSS colour; implies a border. */
  borderColor?: string;
  className?: string;
}

export const Avatar = ({
  src,
  alt,
  size = 'md',
  shape = 'circle',
  status,
  statusPosition = 'bottom-right',
  text,
  bordered = false,
  borderColor,
  className,
}: AvatarProps) => {
  const { t } = useTranslation();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  const label = alt ?? text ?? '';
  const hasBorder = bordered || Boolean(borderColor);

  return (
    <span className={clsx('relative inline-flex shrink-0', className)} data-size={size}>
      {showImage ? (
        <img
          src={src ?? undefined}
          alt={label}
          width={AVATAR_IMAGE_SIZE_PX}
          height={AVATAR_IMAGE_SIZE_PX}
          onError={() => setFailedSrc(src ?? null)}
          className={clsx(
            'object-cover',
            SIZES[size],
            SHAPES[shape],
            hasBorder && 'border-2 border-white dark:border-slate-900',
          )}
          style={borderColor ? { borderColor } : undefined}
        />
      ) : (
        <span
          role="img"
          aria-label={label || undefined}
          aria-hidden={label ? undefined : true}
          className={clsx(
            'inline-flex items-center justify-center font-semibold text-white select-none',
            SIZES[size],
            SHAPES[shape],
            avatarColor(text),
            hasBorder && 'border-2 border-white dark:border-slate-900',
          )}
          style={borderColor ? { borderColor } : undefined}
        >
          <span aria-hidden="true">{initialsOf(text)}</span>
        </span>
      )}
      {status && (
        <span
          className={clsx(
            'absolute rounded-full ring-2 ring-white dark:ring-slate-900',
            STATUS_SIZES[size],
            STATUS_COLOURS[status],
            STATUS_POSITIONS[statusPosition],
          )}
        >
          <span className="sr-only">{t(`ui:avatar.status.${status}`)}</span>
        </span>
      )}
    </span>
  );
};
