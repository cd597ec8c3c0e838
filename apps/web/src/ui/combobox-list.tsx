import { clsx } from 'clsx';
import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';

export interface ComboboxListOptions<Item> {
  items: readonly Item[];
  /** Something is typed: the list may show. */
  searching: boolean;
  onChoose: (item: Item) => void;
  /** Escape on a closed list: empty the input. */
  onClear: () => void;
}

/**
 * The behaviour of a combobox with a list popup (WAI-ARIA): the arrows move through the items (round), Enter
 * chooses the active one, Escape closes the list and, pressed again, empties the input; focus stays in the
 * input, the active item is named by `aria-activedescendant`. Spread `inputProps` on the input, render
 * `<ComboboxOptions>` in the popup.
 */
export const useComboboxList = <Item,>({
  items,
  searching,
  onChoose,
  onClear,
}: ComboboxListOptions<Item>) => {
  const listId = useId();
  const [activeIndex, setActiveIndex] = useState(0);
  const [dismissed, setDismissed] = useState(false);
  const open = searching && !dismissed;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (items.length === 0) return;
      event.preventDefault();
      setDismissed(false);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => (index + step + items.length) % items.length);
    } else if (event.key === 'Enter') {
      const chosen = items[activeIndex] ?? items[0];
      if (open && chosen) {
        event.preventDefault();
        onChoose(chosen);
      }
    } else if (event.key === 'Escape') {
      if (open) setDismissed(true);
      else onClear();
    }
  };

  return {
    open,
    listId,
    activeIndex,
    optionId,
    /** Call when the typed text changes: the list shows again from its first item. */
    restart: () => {
      setActiveIndex(0);
      setDismissed(false);
    },
    inputProps: {
      role: 'combobox' as const,
      'aria-autocomplete': 'list' as const,
      'aria-expanded': open,
      'aria-controls': listId,
      'aria-activedescendant': open && items.length > 0 ? optionId(activeIndex) : undefined,
      onKeyDown,
      onBlur: () => setDismissed(true),
      onFocus: () => setDismissed(false),
    },
  };
};

export interface ComboboxOptionsProps<Item> {
  list: Pick<ReturnType<typeof useComboboxList<Item>>, 'listId' | 'activeIndex' | 'optionId'>;
  label: string;
  items: readonly Item[];
  keyOf: (item: Item) => string;
  onChoose: (item: Item) => void;
  children: (item: Item) => ReactNode;
}

/** The popup's list of a `useComboboxList` combobox. */
export const ComboboxOptions = <Item,>({
  list,
  label,
  items,
  keyOf,
  onChoose,
  children,
}: ComboboxOptionsProps<Item>) => (
  <div id={list.listId} role="listbox" aria-label={label}>
    {items.map((item, index) => (
      <div
        key={keyOf(item)}
        id={list.optionId(index)}
        role="option"
        // Focus stays in the input (aria-activedescendant); -1 only makes the option focusable by script.
        tabIndex={-1}
        aria-selected={index === list.activeIndex}
        // Chosen on pointer down so the input's blur does not close the list first.
        onMouseDown={(event) => {
          event.preventDefault();
          onChoose(item);
        }}
        className={clsx(
          'flex cursor-pointer items-center gap-2 px-3 py-2 text-sm text-slate-800 dark:text-slate-100',
          index === list.activeIndex && 'bg-blue-50 dark:bg-blue-950',
        )}
      >
        {children(item)}
      </div>
    ))}
  </div>
);
