import { gammeCodeSchema } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { CodeField, type CodeFieldProps } from '@/ui/form/code-field';

/** The shared schema's own (English) message for a code of the wrong shape, shown translated instead. */
const FORMAT_MESSAGE = gammeCodeSchema.safeParse('not a code').error?.issues[0]?.message;

/** A gamme code (SPEC §5), with the format rule translated when the schema or the server refuses the shape. */
export const GammeCodeField = (props: Omit<CodeFieldProps, 'errorText'>) => {
  const { t } = useTranslation();
  return (
    <CodeField
      {...props}
      errorText={(error) => (error === FORMAT_MESSAGE ? t('gammes:form.codeFormat') : error)}
    />
  );
};
