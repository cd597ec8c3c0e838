import { CIVILITIES, REGIMES } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/ui/form/select-field';
import { TextField } from '@/ui/form/text-field';

/** French first: the customers' usual language and the default. */
const DOCUMENT_LANGUAGES = ['fr', 'en', 'ar'] as const;

/** The fields of `customerData` (SPEC §3 Customer): who the customer is, where they live, how to reach them. */
export const CustomerFields = () => {
  const { t } = useTranslation();
  const label = (field: string) => t(`sale-form:fields.${field}`);
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      <SelectField
        name="civility"
        label={label('civility')}
        required
        options={CIVILITIES.map((value) => ({ value, label: t(`sale-form:customer.civilities.${value}`) }))}
      />
      <SelectField
        name="regime"
        label={label('regime')}
        required
        options={REGIMES.map((value) => ({ value, label: t(`products:regimes.${value}`) }))}
      />
      <TextField name="firstName" label={label('firstName')} autoComplete="off" required />
      <TextField name="lastName" label={label('lastName')} autoComplete="off" required />
      <TextField
        name="address"
        label={label('address')}
        autoComplete="off"
        required
        className="sm:col-span-2"
      />
      <TextField name="postcode" label={label('postcode')} inputMode="numeric" autoComplete="off" required />
      <TextField name="city" label={label('city')} autoComplete="off" required />
      <TextField
        name="phone"
        label={label('phone')}
        type="tel"
        dir="ltr"
        autoComplete="off"
        hint={t('sale-form:customer.phoneHint')}
        required
      />
      <TextField
        name="email"
        label={label('email')}
        type="email"
        dir="ltr"
        autoComplete="off"
        emptyValue={null}
      />
      <SelectField
        name="preferredLanguage"
        label={label('preferredLanguage')}
        hint={t('sale-form:customer.languageHint')}
        required
        options={DOCUMENT_LANGUAGES.map((value) => ({
          value,
          label: t(`sale-form:customer.languages.${value}`),
        }))}
      />
    </div>
  );
};
