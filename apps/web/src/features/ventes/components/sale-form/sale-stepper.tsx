import type { Sale } from '@brokerage/shared';
import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isStepComplete, isStepReachable, SALE_FORM_STEPS, type SaleFormStep } from './sale-form.rules';

export interface SaleStepperProps {
  sale: Sale | undefined;
  current: SaleFormStep;
  onOpen: (step: SaleFormStep) => void;
}

/**
 * The form's progress: each step with its number, done or not; a step opens once those before it are done.
 * On a phone only the numbers show; the step's card below carries its title.
 */
export const SaleStepper = ({ sale, current, onOpen }: SaleStepperProps) => {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('sale-form:stepper.label')}>
      <ol className="flex items-center gap-1 sm:gap-2">
        {SALE_FORM_STEPS.map((step, index) => {
          const done = isStepComplete(sale, step);
          const active = step === current;
          const reachable = isStepReachable(sale, step);
          return (
            <li key={step} className="flex min-w-0 flex-1 items-center gap-1 sm:gap-2">
              <button
                type="button"
                disabled={!reachable || active}
                aria-current={active ? 'step' : undefined}
                onClick={() => onOpen(step)}
                className={clsx(
                  'flex min-w-0 items-center gap-2 rounded-md p-1 text-start text-sm focus-visible:outline-2 focus-visible:outline-blue-600',
                  reachable && !active && 'hover:bg-slate-100 dark:hover:bg-slate-800',
                  !reachable && 'cursor-not-allowed opacity-60',
                )}
              >
                <span
                  aria-hidden="true"
                  className={clsx(
                    'inline-flex size-7 shrink-0 items-center justify-center rounded-full border text-xs font-semibold',
                    active
                      ? 'border-blue-600 bg-blue-600 text-white dark:border-blue-400'
                      : done
                        ? 'border-emerald-600 bg-emerald-50 text-emerald-700 dark:border-emerald-500 dark:bg-emerald-950 dark:text-emerald-300'
                        : 'border-slate-300 text-slate-600 dark:border-slate-600 dark:text-slate-300',
                  )}
                >
                  {done && !active ? <Check className="size-4" /> : index + 1}
                </span>
                <span
                  className={clsx(
                    // On a phone the numbers alone (the card below is titled with the current step); screen
                    // readers still hear the title there, so the name comes from the content, never a label.
                    'sr-only md:not-sr-only md:truncate',
                    active
                      ? 'font-semibold text-slate-900 dark:text-slate-100'
                      : 'text-slate-600 dark:text-slate-400',
                  )}
                >
                  {t(`sale-form:steps.${step}`)}
                </span>
                <span className="sr-only">
                  {' '}
                  {done ? t('sale-form:stepper.done') : t('sale-form:stepper.todo')}
                </span>
              </button>
              {index < SALE_FORM_STEPS.length - 1 && (
                <span aria-hidden="true" className="h-px min-w-2 flex-1 bg-slate-200 dark:bg-slate-700" />
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
};
