import type { SaleCall } from '@brokerage/shared';
import { isSaleEditable } from '@brokerage/shared';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomer } from '@/features/customers/api/get-customer';
import { useCreateSale } from '@/features/ventes/api/create-sale';
import { useSale } from '@/features/ventes/api/get-sale';
import { ApiError } from '@/lib/api-error';
import { toastApiError } from '@/lib/mutation-toasts';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { DirtyGuardContext } from '@/ui/dirty-guard';
import { PermissionDenied } from '@/ui/permission-denied';
import { Spinner } from '@/ui/spinner';
import { CallStep } from './call-step';
import { CustomerStep } from './customer-step';
import { ProductLineStep } from './product-line-step';
import { QuoteStep } from './quote-step';
import { firstIncompleteStep, isSubscribed, nextStep, type SaleFormStep } from './sale-form.rules';
import { SaleClosed, SaleSubscribed } from './sale-form-outcome';
import { SaleStepper } from './sale-stepper';
import { SubscriptionStep } from './subscription-step';
import { useLeaveGuard } from './use-leave-guard';
import { markServerErrors, type SaleStepInput, type StepFieldErrors, useSaleSave } from './use-sale-save';

export interface SaleFormProps {
  /** The sale to resume (`?id=`), or undefined for a new one. */
  saleId: string | undefined;
  /** The first save created the sale: the page puts its id in the address so a reload resumes it. */
  onCreated: (id: string) => void;
}

/**
 * The guided form of a sale (issue 9): five steps that each validate with the shared schemas and save as the
 * agent goes. A resumed sale opens at its first incomplete step; leaving a step with unsaved input asks first.
 */
export const SaleForm = ({ saleId, onCreated }: SaleFormProps) => {
  const { t } = useTranslation();
  const saleQuery = useSale(saleId);
  const sale = saleQuery.data;
  const customer = useCustomer(sale?.customerId);
  const create = useCreateSale();
  const [chosenStep, setChosenStep] = useState<SaleFormStep | null>(null);
  const [reloads, setReloads] = useState(0);
  const [dirty, setDirty] = useState(false);
  const dirtyGuard = useMemo(() => ({ setDirty }), []);
  const leaveGuard = useLeaveGuard(dirty);
  const [askedStep, setAskedStep] = useState<SaleFormStep | null>(null);
  const saleSave = useSaleSave(sale, () => setReloads((count) => count + 1));

  if (saleId && !sale) {
    const failure = saleQuery.error;
    if (failure instanceof ApiError && failure.status === 403) {
      return <PermissionDenied message={failure.message} path={failure.path} />;
    }
    return saleQuery.isError ? (
      <p role="alert" className="text-sm text-red-700 dark:text-red-300">
        {t('sale-form:loadFailed')}
      </p>
    ) : (
      <Spinner label={t('sale-form:loading')} />
    );
  }
  if (sale && isSubscribed(sale)) return <SaleSubscribed sale={sale} />;
  if (sale && !isSaleEditable(sale.status)) return <SaleClosed sale={sale} />;

  const step = chosenStep ?? firstIncompleteStep(sale);
  const open = (target: SaleFormStep) => (dirty ? setAskedStep(target) : setChosenStep(target));
  const advance = (from: SaleFormStep) => setChosenStep(nextStep(from));

  const saveCall = async (call: SaleCall, fields: StepFieldErrors): Promise<boolean> => {
    if (!sale) {
      try {
        const created = await create.mutateAsync({ call });
        onCreated(created.id);
        return true;
      } catch (error) {
        if (!markServerErrors(fields.setError, error, fields.prefix)) toastApiError(t, error);
        return false;
      }
    }
    const saved = await saleSave.save({ call }, fields);
    if (saved) advance('call');
    return saved !== null;
  };
  const saveStep = (from: SaleFormStep) => async (input: SaleStepInput, fields?: StepFieldErrors) => {
    const saved = await saleSave.save(input, fields);
    if (saved) advance(from);
    return saved !== null;
  };

  let body: ReactNode;
  if (step === 'call' || !sale) body = <CallStep sale={sale} onSave={saveCall} />;
  else if (step === 'customer')
    body = <CustomerStep sale={sale} saleSave={saleSave} onDone={() => advance('customer')} />;
  else if (step === 'productLine') body = <ProductLineStep sale={sale} onSave={saveStep('productLine')} />;
  else if (step === 'quote')
    // The household starts from the customer's postcode and regime: wait for them on a first visit.
    body =
      !sale.household && customer.isPending ? (
        <Spinner label={t('sale-form:loading')} />
      ) : (
        <QuoteStep
          sale={sale}
          saleSave={saleSave}
          customerDefaults={customer.data ? customer.data.customerData : null}
          onDone={() => advance('quote')}
        />
      );
  else body = <SubscriptionStep sale={sale} refresh={saleSave.refresh} />;

  return (
    <div className="flex flex-col gap-5">
      <SaleStepper sale={sale} current={step} onOpen={open} />
      <section
        aria-labelledby="sale-form-step-title"
        className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
      >
        <h2
          id="sale-form-step-title"
          className="mb-4 text-lg font-semibold text-slate-900 dark:text-slate-100"
        >
          {t(`sale-form:steps.${step}`)}
          {sale && (
            // The margin sits on a span of the page's direction (an ltr element's inline start is its left,
            // which in Arabic is the far side); the number inside stays left to right.
            <span className="ms-2 text-sm font-normal text-slate-500 dark:text-slate-400">
              <bdi dir="ltr">{sale.number}</bdi>
            </span>
          )}
        </h2>
        <DirtyGuardContext.Provider value={dirtyGuard}>
          <div key={`${step}-${reloads}`}>{body}</div>
        </DirtyGuardContext.Provider>
      </section>
      {saleSave.staleWriteDialog}
      <ConfirmDialog
        open={askedStep !== null || leaveGuard.pendingHref !== null}
        onOpenChange={(isOpen) => {
          if (isOpen) return;
          setAskedStep(null);
          leaveGuard.stay();
        }}
        title={t('ui:sheet.discardTitle')}
        description={t('ui:sheet.discardDescription')}
        confirmLabel={t('ui:sheet.discard')}
        cancelLabel={t('ui:sheet.keepEditing')}
        danger
        onConfirm={() => {
          if (askedStep) {
            setDirty(false);
            setChosenStep(askedStep);
            setAskedStep(null);
          } else leaveGuard.leave();
        }}
      />
    </div>
  );
};
