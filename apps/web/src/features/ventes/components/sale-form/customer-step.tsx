import {
  type Customer,
  type CustomerCandidate,
  type CustomerData,
  type CustomerDataInput,
  type CustomerLinkInput,
  customerDataSchema,
  customerSchema,
  type Sale,
} from '@brokerage/shared';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { duplicateCandidates, useLinkCustomer } from '@/features/customers/api/link-customer';
import { toastApiError } from '@/lib/mutation-toasts';
import { formatPhone } from '@/lib/phone';
import { Button } from '@/ui/button';
import { serverFieldErrors } from '@/ui/form/apply-server-errors';
import { Form } from '@/ui/form/form';
import { FormActions } from '@/ui/form/form-actions';
import { useZodForm } from '@/ui/form/use-zod-form';
import { staleWriteCurrent } from '@/ui/stale-write/stale-write';
import { useStaleWrite } from '@/ui/stale-write/use-stale-write';
import { CustomerFields } from './customer-fields';
import { CustomerSearch } from './customer-search';
import { DuplicateDialog } from './duplicate-dialog';
import { useSaleFormMessages } from './sale-form-messages';
import type { SaleSave } from './use-sale-save';

export interface CustomerStepProps {
  sale: Sale;
  /** Reads the sale again once the customer is linked; opens the sale's conflict dialog on its stale write. */
  saleSave: Pick<SaleSave, 'refresh' | 'handleStaleWrite'>;
  onDone: () => void;
}

const EMPTY: CustomerDataInput = {
  civility: 'mr',
  firstName: '',
  lastName: '',
  address: '',
  postcode: '',
  city: '',
  phone: '',
  email: null,
  regime: 'general',
  preferredLanguage: 'fr',
};

type Mode = 'linked' | 'search' | 'form';

/**
 * Step 2, the customer: found by phone, name or email, or created. Saving links them to the sale; an edited
 * existing customer is updated (`update-and-link` with their version), and a new one that looks like an
 * existing customer is offered as a likely duplicate first.
 */
export const CustomerStep = ({ sale, saleSave, onDone }: CustomerStepProps) => {
  const { t } = useTranslation();
  const translateMessage = useSaleFormMessages();
  const form = useZodForm(customerDataSchema, EMPTY, { translateMessage });
  const link = useLinkCustomer();
  const [mode, setMode] = useState<Mode>(sale.customerId ? 'linked' : 'search');
  const [chosen, setChosen] = useState<Customer | null>(null);
  const [candidates, setCandidates] = useState<CustomerCandidate[] | null>(null);
  const [pending, setPending] = useState<CustomerData | null>(null);
  const stale = useStaleWrite<Record<string, unknown>>({
    onReload: (current) => {
      const parsed = customerSchema.safeParse(current);
      if (!parsed.success) return;
      setChosen(parsed.data);
      form.reset(parsed.data.customerData);
    },
    fieldLabel: (field) => t(`sale-form:fields.${field}`, { defaultValue: field }),
  });

  const open = (customer: Customer | null) => {
    setChosen(customer);
    form.reset(customer ? customer.customerData : EMPTY);
    setMode('form');
  };

  const save = async (customerData: CustomerData, extra: Partial<CustomerLinkInput> = {}) => {
    const input: CustomerLinkInput = { saleId: sale.id, version: sale.version, customerData, ...extra };
    try {
      await link.mutateAsync(input);
      form.reset(customerData);
      await saleSave.refresh();
      onDone();
    } catch (error) {
      const duplicates = duplicateCandidates(error);
      if (duplicates) {
        setPending(customerData);
        setCandidates(duplicates);
        return;
      }
      // Two records may be stale: the customer being updated (its dialog reloads it into the form), or the sale.
      const current = staleWriteCurrent(error);
      if (current && 'customerData' in current) {
        if (stale.handleStaleWrite(error, { ...customerData, version: extra.customerVersion })) return;
      } else if (
        saleSave.handleStaleWrite(error, { customerId: extra.customerId ?? null, version: sale.version })
      ) {
        return;
      }
      const fields = serverFieldErrors(error).filter((field) => field.path.startsWith('customerData.'));
      for (const field of fields) {
        form.setError(field.path.slice('customerData.'.length) as keyof CustomerDataInput, {
          type: 'server',
          message: field.message,
        });
      }
      if (fields.length === 0) toastApiError(t, error);
    }
  };

  const submit = (customerData: CustomerData) => {
    if (!chosen) return save(customerData);
    return save(
      customerData,
      form.formState.isDirty
        ? { customerId: chosen.customerId, updateExisting: true, customerVersion: chosen.version }
        : { customerId: chosen.customerId },
    );
  };

  if (mode === 'linked' && sale.customer) {
    const { customer } = sale;
    return (
      <div className="flex flex-col gap-4">
        <div className="rounded-md border border-slate-200 p-3 text-sm dark:border-slate-800">
          <p className="font-medium text-slate-900 dark:text-slate-100">
            {t('sale-form:customer.linked', { name: `${customer.firstName} ${customer.lastName}` })}
          </p>
          <p className="text-slate-600 dark:text-slate-400" dir="auto">
            {[customer.phone ? formatPhone(customer.phone) : null, customer.email]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="button" onClick={onDone}>
            {t('sale-form:actions.continue')}
          </Button>
          <Button type="button" variant="outline" onClick={() => setMode('search')}>
            {t('sale-form:customer.change')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      {mode === 'search' ? (
        <>
          <CustomerSearch onPick={open} />
          <Button
            type="button"
            variant="outline"
            className="self-start"
            icon={<UserPlus className="size-4" />}
            onClick={() => open(null)}
          >
            {t('sale-form:customer.new')}
          </Button>
        </>
      ) : (
        <Form form={form} onSubmit={submit} className="flex flex-col gap-4">
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {chosen ? t('sale-form:customer.editingExisting') : t('sale-form:customer.creating')}
          </p>
          <CustomerFields />
          <FormActions
            submitLabel={t('sale-form:actions.saveAndContinue')}
            cancelLabel={t('sale-form:customer.backToSearch')}
            onCancel={() => setMode('search')}
          />
        </Form>
      )}
      <DuplicateDialog
        candidates={candidates}
        onCancel={() => setCandidates(null)}
        onPick={(candidate) => {
          setCandidates(null);
          void save(candidate.customer.customerData as CustomerData, {
            customerId: candidate.customer.customerId,
          });
        }}
        onCreateAnyway={() => {
          setCandidates(null);
          if (pending) void save(pending, { allowDuplicate: true });
        }}
      />
      {stale.staleWriteDialog}
    </div>
  );
};
