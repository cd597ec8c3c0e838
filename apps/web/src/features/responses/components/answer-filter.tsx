import { type KeyboardEvent, useEffect, useId, useState } from 'react';

/**
 * The answer looked for, typed freely and applied when the field is left or Enter is pressed (not on every
 * keystroke, which would reload the wide table each time).
 */
export const AnswerFilter = ({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) => {
  const id = useId();
  const [text, setText] = useState(value ?? '');
  useEffect(() => setText(value ?? ''), [value]);
  const apply = () => {
    const next = text.trim() || undefined;
    if (next !== value) onChange(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') apply();
  };
  return (
    <div className="flex min-w-0 items-center gap-1.5">
      <label htmlFor={id} className="text-xs whitespace-nowrap text-slate-600 dark:text-slate-400">
        {label}
      </label>
      <input
        id={id}
        type="search"
        maxLength={200}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={apply}
        onKeyDown={onKeyDown}
        className="h-9 w-40 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-600 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
      />
    </div>
  );
};
