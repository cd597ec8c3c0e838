import { clsx } from 'clsx';
import { type InputHTMLAttributes, useEffect, useRef } from 'react';

/** Every item ticked, some, or none. */
export type CheckState = 'checked' | 'indeterminate' | 'unchecked';

export interface TriStateCheckboxProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'checked' | 'onChange'> {
  state: CheckState;
  /** Called with the state wanted after the click: an indeterminate box asks to become checked. */
  onCheckedChange: (checked: boolean) => void;
}

/**
 * A native checkbox with a third, mixed state: focusable, toggled with Space, and announced as "mixed" by screen
 * readers through the element's own `indeterminate` property.
 */
export const TriStateCheckbox = ({ state, onCheckedChange, className, ...rest }: TriStateCheckboxProps) => {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'indeterminate';
  }, [state]);
  return (
    <input
      ref={ref}
      type="checkbox"
      checked={state === 'checked'}
      onChange={() => onCheckedChange(state !== 'checked')}
      className={clsx(
        'size-4 shrink-0 cursor-pointer rounded border-slate-300 accent-blue-600 disabled:cursor-default dark:border-slate-600 dark:accent-blue-400',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600',
        className,
      )}
      {...rest}
    />
  );
};
