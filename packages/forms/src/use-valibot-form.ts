import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type * as v from 'valibot';

/** A schema a form can be checked with: an object of named fields. */
export type FormSchema = v.GenericSchema<FieldValues, FieldValues>;
/** The fields as typed, before the schema checks them. */
export type FormInput<TSchema extends FormSchema> = v.InferInput<TSchema>;
/** The fields as the schema hands them to the submit, checked. */
export type FormOutput<TSchema extends FormSchema> = v.InferOutput<TSchema>;

/**
 * react-hook-form on one of the shared valibot schemas (packages/forms), the same ones
 * the gateway checks: errors after a field is left, then while typing.
 */
export function useValibotForm<TSchema extends FormSchema>(
  schema: TSchema,
  defaultValues: DefaultValues<FormInput<TSchema>>,
) {
  return useForm<FormInput<TSchema>, unknown, FormOutput<TSchema>>({
    resolver: valibotResolver(schema),
    mode: 'onTouched',
    defaultValues,
  });
}
