import { type KeyboardEvent, type ReactNode, useEffect, useId, useState } from 'react';

const inputClass =
  'h-9 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-600 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100 dark:[color-scheme:dark]';

const Labelled = ({ id, label, children }: { id: string; label: string; children: ReactNode }) => (
  <div className="flex min-w-0 items-center gap-1.5">
    <label htmlFor={id} className="text-xs whitespace-nowrap text-slate-600 dark:text-slate-400">
      {label}
    </label>
    {children}
  </div>
);

/** A day filter (`createdFrom=2026-03-01`): applied as soon as a day is picked or cleared. */
export const DateFilter = ({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) => {
  const id = useId();
  return (
    <Labelled id={id} label={label}>
      <input
        id={id}
        type="date"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
        className={`${inputClass} w-36`}
      />
    </Labelled>
  );
};

/**
 * An amount typed freely and applied when the field is left or Enter is pressed, so each keystroke does not
 * reload the list. `parse` turns the text into the URL's value (undefined clears the filter).
 */
export const AmountFilter = ({
  label,
  value,
  onChange,
  parse,
}: {
  label: string;
  /** The value as the field shows it. */
  value: string;
  onChange: (value: string | undefined) => void;
  parse: (text: string) => string | undefined;
}) => {
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const apply = () => {
    const parsed = text.trim() ? parse(text) : undefined;
    if (text.trim() && parsed === undefined) {
      setText(value);
      return;
    }
    onChange(parsed);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') apply();
  };
  return (
    <Labelled id={id} label={label}>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        dir="ltr"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={apply}
        onKeyDown={onKeyDown}
        className={`${inputClass} w-20 text-end`}
      />
    </Labelled>
  );
};
