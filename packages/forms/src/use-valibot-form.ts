import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type * as v from 'valibot';

/**
 * react-hook-form on one of the shared valibot schemas (packages/forms), the same ones
 * the gateway checks: errors after a field is left, then while typing.
 */
export function useValibotForm<TSchema extends v.GenericSchema<FieldValues, FieldValues>>(schema: TSchema, defaultValues: DefaultValues<v.InferInput<TSchema>>) {
  return useForm<v.InferInput<TSchema>, unknown, v.InferOutput<TSchema>>({
    resolver: valibotResolver(schema),
    mode: 'onTouched',
    defaultValues,
  });
}
