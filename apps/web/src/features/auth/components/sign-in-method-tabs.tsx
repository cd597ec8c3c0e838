import { clsx } from 'clsx';
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export type SignInMethod = 'phone' | 'email';
const METHODS: readonly SignInMethod[] = ['phone', 'email'];

export interface SignInMethodTabsProps {
  method: SignInMethod;
  onChange: (method: SignInMethod) => void;
  /** The form of the chosen method, shown as the selected tab's panel. */
  children: ReactNode;
}

/**
 * Phone or email, as a segmented control with the WAI-ARIA tabs pattern: one tab stop, the arrow keys (either
 * direction, so right-to-left reads the same), Home and End move between the two and select at once.
 */
export const SignInMethodTabs = ({ method, onChange, children }: SignInMethodTabsProps) => {
  const { t } = useTranslation();
  const id = useId();
  const tabs = useRef<Record<SignInMethod, HTMLButtonElement | null>>({ phone: null, email: null });

  const select = (next: SignInMethod) => {
    onChange(next);
    tabs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = METHODS.indexOf(method);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: METHODS.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = METHODS[(target + METHODS.length) % METHODS.length];
    if (next) select(next);
  };

  return (
    <div className="flex flex-col gap-4">
      <div
        role="tablist"
        aria-label={t('auth:method.label')}
        className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800"
      >
        {METHODS.map((candidate) => {
          const selected = candidate === method;
          return (
            <button
              key={candidate}
              ref={(element) => {
                tabs.current[candidate] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-${candidate}-tab`}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(candidate)}
              onKeyDown={onKeyDown}
              className={clsx(
                'h-9 rounded-md text-sm font-medium',
                'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-600 dark:focus-visible:outline-blue-400',
                selected
                  ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-slate-100'
                  : 'text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-slate-100',
              )}
            >
              {t(`auth:method.${candidate}`)}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${method}-tab`}>
        {children}
      </div>
    </div>
  );
};
