import { useTranslation } from 'react-i18next';
import { translateSchemaMessage } from '@/features/products/components/schema-messages';

/**
 * Options of useZodForm for the products' forms: their business-rule messages translated (schema-messages.ts),
 * and nothing checked before the first submit, then every change re-checked at once. These forms hold row
 * editors (guarantees, people): with "on touched" validation a new row would show "required" at once, keep it
 * while being typed, lose it on blur, and the buttons below would jump under the pointer.
 */
export const useProductFormOptions = () => {
  const { t } = useTranslation();
  return {
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    translateMessage: (message: string) => translateSchemaMessage(t, message),
  } as const;
};
