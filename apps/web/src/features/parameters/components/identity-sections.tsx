import { useTranslation } from 'react-i18next';
import { NumberField } from '@/ui/form/number-field';
import { TextField } from '@/ui/form/text-field';
import { TextareaField } from '@/ui/form/textarea-field';
import { SectionCard } from '@/ui/section-card';

const grid = 'grid grid-cols-1 gap-4 md:grid-cols-2';

/** Who the brokerage is, as its documents print it (name, address, ORIAS, contacts, complaints, mediator). */
export const LegalIdentitySection = () => {
  const { t } = useTranslation();
  const label = (field: string) => t(`parameters:fields.${field}`);
  return (
    <SectionCard id="parameters-identity" title={t('parameters:sections.identity')}>
      <div className={grid}>
        <TextField name="brokerageName" label={label('brokerageName')} required />
        <TextField name="oriasNumber" label={label('oriasNumber')} inputMode="numeric" dir="ltr" required />
        <TextareaField name="brokerageAddress" label={label('brokerageAddress')} dir="auto" required />
        <TextareaField name="complaintsAddress" label={label('complaintsAddress')} dir="auto" required />
        <TextField name="phone" label={label('phone')} type="tel" dir="ltr" required />
        <TextField name="email" label={label('email')} type="email" dir="ltr" required />
        <TextField name="mediatorName" label={label('mediatorName')} required />
        <TextareaField name="mediatorAddress" label={label('mediatorAddress')} dir="auto" required />
      </div>
    </SectionCard>
  );
};

/** The SEPA creditor the mandates name (name, address, ICS). */
export const SepaCreditorSection = () => {
  const { t } = useTranslation();
  const label = (field: string) => t(`parameters:fields.${field}`);
  return (
    <SectionCard id="parameters-sepa" title={t('parameters:sections.sepa')}>
      <div className={grid}>
        <TextField name="sepaCreditorName" label={label('sepaCreditorName')} required />
        <TextField
          name="sepaCreditorIdentifier"
          label={label('sepaCreditorIdentifier')}
          hint={t('parameters:hints.sepaCreditorIdentifier')}
          dir="ltr"
          required
        />
        <TextareaField name="sepaCreditorAddress" label={label('sepaCreditorAddress')} dir="auto" required />
      </div>
    </SectionCard>
  );
};

/** The signing delay, the lists' page size and the names messages are sent under. */
export const SendingSection = () => {
  const { t } = useTranslation();
  const label = (field: string) => t(`parameters:fields.${field}`);
  return (
    <SectionCard id="parameters-sending" title={t('parameters:sections.sending')}>
      <div className={grid}>
        <NumberField
          name="signatureDelayHours"
          label={label('signatureDelayHours')}
          hint={t('parameters:hints.signatureDelayHours')}
          min={0}
          max={720}
          required
        />
        <NumberField
          name="defaultPageSize"
          label={label('defaultPageSize')}
          hint={t('parameters:hints.defaultPageSize')}
          min={1}
          max={100}
          required
        />
        <TextField
          name="smsSenderName"
          label={label('smsSenderName')}
          hint={t('parameters:hints.smsSenderName')}
          maxLength={11}
          dir="ltr"
          required
        />
        <TextField
          name="emailSenderName"
          label={label('emailSenderName')}
          hint={t('parameters:hints.emailSenderName')}
          required
        />
      </div>
    </SectionCard>
  );
};
