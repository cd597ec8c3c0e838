import { clsx } from 'clsx';
import { useId } from 'react';
import { type CheckState, TriStateCheckbox } from '@/ui/tri-state-checkbox';

interface PermissionToggleProps {
  state: CheckState;
  onToggle: () => void;
  label: string;
  disabled?: boolean;
  strong?: boolean;
  /** The name screen readers hear when the visible label needs its context ("Users: Read"). */
  accessibleName?: string;
}

/** One box of the permission matrix: the shared tri-state checkbox with its visible label. */
export const PermissionToggle = ({
  state,
  onToggle,
  label,
  disabled,
  strong,
  accessibleName,
}: PermissionToggleProps) => {
  const id = useId();
  return (
    <span className="inline-flex items-center gap-2">
      <TriStateCheckbox
        id={id}
        state={state}
        onCheckedChange={onToggle}
        disabled={disabled}
        aria-label={accessibleName}
      />
      <label
        htmlFor={id}
        className={clsx(
          'text-sm text-slate-800 select-none dark:text-slate-200',
          strong && 'font-semibold',
          disabled ? 'cursor-not-allowed' : 'cursor-pointer',
        )}
      >
        {label}
      </label>
    </span>
  );
};
