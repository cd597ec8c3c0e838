import { clsx } from 'clsx';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  buildGammeTree,
  type CheckState,
  coveredSubLines,
  type GammeTreeLine,
  isSubLineChecked,
  lineState,
  providerState,
  toggleLine,
  toggleProvider,
  toggleSubLine,
} from '@/lib/insurance/components/gamme-tree.rules';
import { useProviderGammes } from '@/lib/insurance/gamme-cache/use-provider-gammes';
import { LoadFailed, LoadingLine } from '@/ui/load-state';
import { TriStateCheckbox } from '@/ui/tri-state-checkbox';

/** SPEC §3's selectedGammes (a team) and providerGammes (a question): provider type → gamme codes. */
export type GammeSelection = Record<string, string[]>;

export interface GammeTreeProvider {
  code: string;
  name: string;
}

export interface GammeTreeProps {
  /** The provider types to show, in this order; their lines come from the gamme cache. */
  providers: readonly GammeTreeProvider[];
  value: Readonly<Record<string, readonly string[]>>;
  /** Called with the whole selection; provider types left empty are kept with []. */
  onChange?: (next: GammeSelection) => void;
  /** Shows the selection without letting it change. */
  readOnly?: boolean;
  /** The tree's accessible name; defaults to "Product lines". */
  label?: string;
  className?: string;
}

/**
 * Picks the gammes a team may sell (or a question applies to): provider → line (bare code) → sub-lines (dotted
 * codes), with tri-state checkboxes. Checking a line assigns its bare code; unchecking one sub-line of a whole
 * line keeps the others. Controlled: the selection lives with the caller.
 */
export const GammeTree = ({
  providers,
  value,
  onChange,
  readOnly = false,
  label,
  className,
}: GammeTreeProps) => {
  const { t } = useTranslation();
  const change = (providerType: string, codes: string[]) => {
    if (readOnly || !onChange) return;
    const next: GammeSelection = Object.fromEntries(
      Object.entries(value).map(([provider, list]) => [provider, [...list]]),
    );
    next[providerType] = codes;
    onChange(next);
  };
  return (
    <fieldset className={clsx('flex min-w-0 flex-col gap-3', className)}>
      <legend className="sr-only">{label ?? t('insurance:gammeTree.label')}</legend>
      {providers.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t('insurance:gammeTree.noProvider')}</p>
      ) : (
        providers.map((provider) => (
          <ProviderBranch
            key={provider.code}
            provider={provider}
            selected={value[provider.code] ?? []}
            readOnly={readOnly || !onChange}
            onChange={(codes) => change(provider.code, codes)}
          />
        ))
      )}
    </fieldset>
  );
};

interface ProviderBranchProps {
  provider: GammeTreeProvider;
  selected: readonly string[];
  readOnly: boolean;
  onChange: (codes: string[]) => void;
}

const ProviderBranch = ({ provider, selected, readOnly, onChange }: ProviderBranchProps) => {
  const { t } = useTranslation();
  const id = useId();
  const { status, gammes, refresh } = useProviderGammes(provider.code);
  const lines = useMemo(() => buildGammeTree(gammes, selected), [gammes, selected]);
  const [open, setOpen] = useState(true);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(
    // Lines assigned one sub-line at a time open at first, so the choice is visible.
    () => new Set(lines.filter((line) => lineState(line, selected) === 'indeterminate').map((l) => l.code)),
  );
  const toggleExpanded = (code: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(code)) next.delete(code);
      else next.add(code);
      return next;
    });
  const loaded = status === 'loaded' || (status === 'loading' && gammes.length > 0);
  const state: CheckState = providerState(lines, selected);
  const listId = `${id}-lines`;

  return (
    <section className="rounded-lg border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
      <div className="flex items-center gap-2 border-b border-slate-200 px-3 py-2 dark:border-slate-700">
        <DisclosureButton
          open={open}
          controls={listId}
          label={t(open ? 'insurance:gammeTree.collapse' : 'insurance:gammeTree.expand', {
            name: provider.name,
          })}
          onToggle={() => setOpen((value) => !value)}
        />
        <TriStateCheckbox
          state={state}
          disabled={readOnly || lines.every((line) => !line.known)}
          onCheckedChange={(checked) => onChange(toggleProvider(lines, checked))}
          aria-label={t('insurance:gammeTree.allLines', { name: provider.name })}
        />
        <span className="min-w-0 flex-1 truncate font-medium text-slate-900 dark:text-slate-100">
          {provider.name}
        </span>
        <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-600 dark:bg-slate-800 dark:text-slate-300">
          {t('insurance:gammeTree.selectedCount', { count: selected.length })}
        </span>
      </div>
      <div id={listId} hidden={!open} className="px-3 py-2">
        {!loaded && status !== 'error' ? (
          <LoadingLine className="py-2">{t('insurance:gammeTree.loading')}</LoadingLine>
        ) : status === 'error' ? (
          <LoadFailed
            className="py-2"
            message={t('insurance:gammeTree.loadFailed')}
            retryLabel={t('insurance:gammeTree.retry')}
            onRetry={refresh}
          />
        ) : lines.length === 0 ? (
          <p className="py-2 text-sm text-slate-500 dark:text-slate-400">{t('insurance:gammeTree.empty')}</p>
        ) : (
          <ul className="flex flex-col">
            {lines.map((line) => (
              <LineRow
                key={line.code}
                line={line}
                selected={selected}
                readOnly={readOnly}
                expanded={expanded.has(line.code)}
                onToggleExpanded={() => toggleExpanded(line.code)}
                onChange={onChange}
              />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
};

interface LineRowProps {
  line: GammeTreeLine;
  selected: readonly string[];
  readOnly: boolean;
  expanded: boolean;
  onToggleExpanded: () => void;
  onChange: (codes: string[]) => void;
}

const LineRow = ({ line, selected, readOnly, expanded, onToggleExpanded, onChange }: LineRowProps) => {
  const { t } = useTranslation();
  const id = useId();
  const state = lineState(line, selected);
  const subListId = `${id}-sub-lines`;
  const hasSubLines = line.subLines.length > 0;
  // A bare code the catalogue does not list cannot be assigned, only removed.
  const lineDisabled = readOnly || (!line.known && state !== 'checked');
  return (
    <li className="py-0.5">
      <div className="flex min-h-9 items-center gap-2 rounded-md px-1 hover:bg-slate-50 dark:hover:bg-slate-800/60">
        {hasSubLines ? (
          <DisclosureButton
            open={expanded}
            controls={subListId}
            label={t(expanded ? 'insurance:gammeTree.collapse' : 'insurance:gammeTree.expand', {
              name: line.name,
            })}
            onToggle={onToggleExpanded}
          />
        ) : (
          <span aria-hidden="true" className="size-7 shrink-0" />
        )}
        <TriStateCheckbox
          id={`${id}-line`}
          state={state}
          disabled={lineDisabled}
          onCheckedChange={(checked) => onChange(toggleLine(selected, line, checked))}
        />
        <GammeLabel htmlFor={`${id}-line`} item={line} />
        {hasSubLines && state !== 'unchecked' ? (
          <span className="shrink-0 text-xs text-slate-500 dark:text-slate-400">
            {state === 'checked'
              ? t('insurance:gammeTree.wholeLine')
              : t('insurance:gammeTree.subLinesCount', {
                  covered: coveredSubLines(line, selected),
                  total: line.subLines.length,
                })}
          </span>
        ) : null}
      </div>
      {hasSubLines ? (
        <ul
          id={subListId}
          hidden={!expanded}
          className="ms-3.5 flex flex-col border-s border-slate-200 ps-7 dark:border-slate-700"
        >
          {line.subLines.map((sub) => {
            const subId = `${id}-${sub.code}`;
            const checked = isSubLineChecked(sub.code, selected);
            return (
              <li key={sub.code} className="flex min-h-8 items-center gap-2 rounded-md px-1">
                <TriStateCheckbox
                  id={subId}
                  state={checked ? 'checked' : 'unchecked'}
                  disabled={readOnly || (!sub.known && !checked)}
                  onCheckedChange={(next) => onChange(toggleSubLine(selected, line, sub.code, next))}
                />
                <GammeLabel htmlFor={subId} item={sub} />
              </li>
            );
          })}
        </ul>
      ) : null}
    </li>
  );
};

const GammeLabel = ({
  htmlFor,
  item,
}: {
  htmlFor: string;
  item: { code: string; name: string; known: boolean };
}) => {
  const { t } = useTranslation();
  return (
    <label htmlFor={htmlFor} className="flex min-w-0 flex-1 flex-wrap items-baseline gap-x-2 text-sm">
      <span className="text-slate-900 dark:text-slate-100">{item.name}</span>
      {item.name !== item.code ? (
        <code dir="ltr" className="text-xs break-all text-slate-500 dark:text-slate-400">
          {item.code}
        </code>
      ) : null}
      {item.known ? null : (
        <span className="rounded bg-amber-100 px-1.5 text-xs text-amber-800 dark:bg-amber-900/50 dark:text-amber-200">
          {t('insurance:gammeTree.unknown')}
        </span>
      )}
    </label>
  );
};

interface DisclosureButtonProps {
  open: boolean;
  controls: string;
  label: string;
  onToggle: () => void;
}

const DisclosureButton = ({ open, controls, label, onToggle }: DisclosureButtonProps) => (
  <button
    type="button"
    aria-expanded={open}
    aria-controls={controls}
    aria-label={label}
    onClick={onToggle}
    className="inline-flex size-7 shrink-0 items-center justify-center rounded text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-slate-400 dark:hover:bg-slate-800"
  >
    {open ? (
      <ChevronDown aria-hidden="true" className="size-4" />
    ) : (
      <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
    )}
  </button>
);
