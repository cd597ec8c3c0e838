import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useRef } from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { translateErrorTree } from '@/ui/form/translate-error-tree';
import { validationErrorMap } from '@/ui/form/validation-messages';

export type ZodFormSchema = z.ZodType<FieldValues, FieldValues>;

export type ZodFormOptions<S extends ZodFormSchema> = Omit<
  UseFormProps<z.input<S>, unknown, z.output<S>>,
  'resolver' | 'defaultValues'
> & {
  /**
   * Translates the messages a schema sets itself for its business rules ("exactly one main insured"), which
   * the generic error map cannot know.
   */
  translateMessage?: (message: string) => string;
};

/**
 * react-hook-form on a shared zod schema (STYLE rule 4): the form's values are the schema's input, the submit
 * handler receives its output (trimmed, defaults applied, phone in E.164). Fields are validated when they lose
 * focus, then on each change (forms may choose otherwise); messages come out as `validation:*` keys (see
 * validation-messages.ts), and rule messages through `translateMessage` when given.
 */
export const useZodForm = <S extends ZodFormSchema>(
  schema: S,
  defaultValues?: DefaultValues<z.input<S>>,
  { translateMessage, ...options }: ZodFormOptions<S> = {},
) => {
  // A ref keeps the resolver stable while the caller passes a new function on every render.
  const translate = useRef(translateMessage);
  translate.current = translateMessage;
  const resolver = useMemo(() => {
    const base = zodResolver(schema, { error: validationErrorMap }) as unknown as Resolver<
      z.input<S>,
      unknown,
      z.output<S>
    >;
    const translated: Resolver<z.input<S>, unknown, z.output<S>> = async (
      values,
      context,
      resolverOptions,
    ) => {
      const result = await base(values, context, resolverOptions);
      const translateNow = translate.current;
      if (!translateNow || Object.keys(result.errors).length === 0) return result;
      return {
        values: {},
        errors: translateErrorTree(result.errors as FieldErrors<z.input<S>>, translateNow),
      };
    };
    return translated;
  }, [schema]);
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver,
    defaultValues,
    mode: 'onTouched',
    ...options,
  });
};
