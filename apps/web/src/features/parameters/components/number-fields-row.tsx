import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { NumberField } from '@/ui/form/number-field';

/**
 * A row of required whole numbers of one parameters group (`callingRules`, `retention`), bounded as the group's
 * shared schema bounds them and labelled from `parameters:fields.<group>.<field>`: three to a row on a desktop,
 * one under another on a phone.
 */
export const NumberFieldsRow = <Shape extends z.ZodRawShape>({
  group,
  schema,
  fields,
}: {
  group: string;
  schema: z.ZodObject<Shape>;
  fields: readonly (keyof Shape & string)[];
}) => {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
      {fields.map((field) => {
        const bounds = schema.shape[field] as unknown as z.ZodNumber;
        return (
          <NumberField
            key={field}
            name={`${group}.${field}`}
            label={t(`parameters:fields.${group}.${field}`)}
            min={bounds.minValue ?? undefined}
            max={bounds.maxValue ?? undefined}
            required
          />
        );
      })}
    </div>
  );
};
