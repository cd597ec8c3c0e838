import { MAX_QUOTATION_CHILDREN, QUOTATION_ROLES, type QuotationRole, REGIMES } from '@brokerage/shared';
import { Baby, HeartHandshake, Trash2 } from 'lucide-react';
import { get, useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { RowList } from '@/ui/form/row-list';
import { SelectField } from '@/ui/form/select-field';
import { TextField } from '@/ui/form/text-field';
import { translateFieldError } from '@/ui/form/validation-messages';

interface PersonRow {
  role: QuotationRole;
  birthDate: string;
  regime: string;
}

const removeButtonClass =
  'inline-flex size-10 items-center justify-center rounded-md text-red-600 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-600 dark:text-red-400 dark:hover:bg-red-950/50';

/**
 * The household to price: the main insured, an optional spouse and the children, each with a birth date and a
 * social-security regime. Roles stay editable, so the schema's own rules (one main insured, at most one spouse)
 * are what the agent sees when a role is wrong.
 */
export const PeopleEditor = ({ today }: { today: string }) => {
  const { t } = useTranslation();
  const { control, getValues } = useFormContext<{ people: PersonRow[] }>();
  const { fields, append, remove } = useFieldArray({ control, name: 'people' });
  const people = useWatch({ control, name: 'people' }) ?? [];
  const { errors } = useFormState({ control, name: 'people' });
  // A rule on the whole household ("exactly one main insured") sits on the array itself.
  const arrayError = get(errors, 'people') as { root?: { message?: string }; message?: unknown } | undefined;
  const householdError = translateFieldError(
    t,
    arrayError?.root ??
      (typeof arrayError?.message === 'string' ? { message: arrayError.message } : undefined),
  );

  const hasSpouse = people.some((person) => person.role === 'spouse');
  const children = people.filter((person) => person.role === 'child').length;
  const roles = QUOTATION_ROLES.map((role) => ({ value: role, label: t(`products:roles.${role}`) }));
  const regimes = REGIMES.map((regime) => ({ value: regime, label: t(`products:regimes.${regime}`) }));
  const add = (role: QuotationRole) =>
    append(
      { role, birthDate: '', regime: getValues('people.0.regime') ?? 'general' },
      { focusName: `people.${fields.length}.birthDate` },
    );

  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-1 text-sm font-semibold text-slate-900 dark:text-slate-100">
        {t('products:compare.people')}
      </legend>
      <RowList
        rows={fields}
        rowName={(index) => t('products:compare.person', { number: index + 1 })}
        columns="sm:grid-cols-[1fr_1fr_1fr_auto]"
        renderRow={(index, name) => (
          <>
            <SelectField name={`people.${index}.role`} label={t('products:compare.role')} options={roles} />
            <TextField
              name={`people.${index}.birthDate`}
              label={t('products:compare.birthDate')}
              type="date"
              max={today}
              required
            />
            <SelectField
              name={`people.${index}.regime`}
              label={t('products:compare.regime')}
              options={regimes}
            />
            <div className="flex items-center sm:mt-6">
              {fields.length > 1 && (
                <button
                  type="button"
                  className={removeButtonClass}
                  aria-label={t('products:compare.removePerson', { person: name })}
                  onClick={() => remove(index)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </button>
              )}
            </div>
          </>
        )}
      />
      {householdError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {householdError}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          icon={<HeartHandshake className="size-4" />}
          disabled={hasSpouse}
          onClick={() => add('spouse')}
        >
          {t('products:compare.addSpouse')}
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          icon={<Baby className="size-4" />}
          disabled={children >= MAX_QUOTATION_CHILDREN}
          onClick={() => add('child')}
        >
          {t('products:compare.addChild')}
        </Button>
      </div>
    </fieldset>
  );
};
