import { z } from 'zod';
import { displayName, multiLineText } from '../text/text.schemas.ts';
import { expectedVersionFields, recordVersionSchema } from '../versions/version.schemas.ts';
import { listQuerySchema, queryBooleanSchema } from './list.schemas.ts';

/** A record's display position; a new one goes to the end of the list when it gives none. */
export const displayOrderSchema = z.number().int().min(0).max(100_000);

/** `{ [name]: schema }` with the field's name kept in the type. */
const namedField = <Name extends string, Schema extends z.ZodType>(name: Name, schema: Schema) =>
  ({ [name]: schema }) as { [Key in Name]: Schema };

/**
 * The schemas of an ordered, activatable list whose entries are named by `nameField` (a category's `name`, a
 * project objective's `label`): the record, the list query (display order unless another sort is asked for,
 * filtered on activity), the create input (at the end of the list unless an order is given) and the update
 * input (any subset of the fields, with the expected version). One definition, so the lists cannot drift apart.
 */
export const orderedRecordSchemas = <Name extends string>(nameField: Name) => {
  const nameSchema = displayName().min(1).max(200);
  const descriptionSchema = multiLineText().max(2_000);
  return {
    record: z.object({
      id: z.uuid(),
      ...namedField(nameField, z.string()),
      description: z.string(),
      order: z.number().int(),
      active: z.boolean(),
      createdAt: z.iso.datetime(),
      updatedAt: z.iso.datetime(),
      version: recordVersionSchema,
    }),
    listQuery: listQuerySchema(['order', nameField, 'createdAt'] as const).extend({
      active: queryBooleanSchema.optional(),
    }),
    create: z.object({
      ...namedField(nameField, nameSchema),
      description: descriptionSchema.default(''),
      order: displayOrderSchema.optional(),
      active: z.boolean().default(true),
    }),
    update: z.object({
      ...expectedVersionFields,
      ...namedField(nameField, nameSchema.optional()),
      description: descriptionSchema.optional(),
      order: displayOrderSchema.optional(),
      active: z.boolean().optional(),
    }),
  };
};
