import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** A text input, date or textarea in a dialog's own form (outside `ui/form`'s fields). */
export const dialogInputClass =
  'w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600 aria-invalid:border-red-600 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100 dark:[color-scheme:dark]';

/** What a dialog's control takes from its field: its id, and whether and where its error is said. */
export interface DialogControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/**
 * A labelled control of a dialog's own form with its error under it (`error`, when there is one). The control
 * is the caller's (an input, a date, a textarea): it receives its id and the link to the error.
 */
export const DialogField = ({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: ReactNode;
  children: (control: DialogControlProps) => ReactNode;
}) => (
  <div className="flex flex-col gap-1">
    <label htmlFor={id} className="text-sm font-medium text-slate-900 dark:text-slate-100">
      {label}
    </label>
    {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? `${id}-error` : undefined })}
    {error ? (
      <p id={`${id}-error`} className="text-xs text-red-700 dark:text-red-300">
        {error}
      </p>
    ) : null}
  </div>
);

/** A free text of a dialog's form (a reason, a note), three lines high. */
export const DialogTextArea = ({
  id,
  label,
  error,
  value,
  onChange,
  maxLength,
}: {
  id: string;
  label: ReactNode;
  error?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
}) => (
  <DialogField id={id} label={label} error={error}>
    {(control) => (
      <textarea
        {...control}
        rows={3}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={dialogInputClass}
      />
    )}
  </DialogField>
);

/**
 * The frame of a modal dialog that asks for something: overlay, centred panel (scrolling within the screen on a
 * phone), title and description; the content is the form. Closing is the caller's: `onOpenChange(false)` on
 * Escape or a click outside, which a busy caller may ignore.
 */
export const DialogFrame = ({
  open,
  onOpenChange,
  title,
  description,
  width = 'md',
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  width?: 'md' | 'lg';
  children: ReactNode;
}) => (
  <Dialog.Root open={open} onOpenChange={onOpenChange}>
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[1px]" />
      <Dialog.Content
        className={clsx(
          'fixed inset-x-4 top-1/2 z-50 mx-auto max-h-[90dvh] -translate-y-1/2 overflow-y-auto rounded-lg border border-slate-200 bg-white p-5 shadow-xl dark:border-slate-800 dark:bg-slate-900',
          width === 'lg' ? 'max-w-lg' : 'max-w-md',
        )}
      >
        <Dialog.Title className="text-base font-semibold text-slate-900 dark:text-slate-100">
          {title}
        </Dialog.Title>
        <Dialog.Description className="mt-1 mb-4 text-sm text-slate-600 dark:text-slate-300">
          {description}
        </Dialog.Description>
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  </Dialog.Root>
);
