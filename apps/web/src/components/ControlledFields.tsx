import {
  Checkbox,
  type CheckboxProps,
  MultiSelect,
  type MultiSelectProps,
  NumberInput,
  type NumberInputProps,
  Select,
  type SelectProps,
  TagsInput,
  type TagsInputProps,
} from '@mantine/core';
import { type Control, Controller, type FieldPathByValue, type FieldValues } from 'react-hook-form';

/**
 * Mantine inputs whose value is not a plain string, bound to a react-hook-form field through a
 * Controller and showing its validation message. `name` only accepts fields of the input's type.
 */
type Bound<T extends FieldValues, V, P> = Omit<P, 'name' | 'value' | 'onChange' | 'error'> & {
  control: Control<T>;
  name: FieldPathByValue<T, V>;
};

/** A number that is `null` while the input is empty, so a cleared amount is sent as "not given", not 0. */
export function NullableNumberField<T extends FieldValues>({
  control,
  name,
  ...input
}: Bound<T, number | null | undefined, NumberInputProps>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          {...input}
          value={field.value ?? ''}
          onChange={(v) => field.onChange(v === '' ? null : Number(v))}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** A single choice; clearing it stores `emptyValue` (the form's own "nothing chosen": null or ''). */
export function SelectField<T extends FieldValues>({
  control,
  name,
  emptyValue = null,
  ...input
}: Bound<T, string | null | undefined, SelectProps> & { emptyValue?: null | '' }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          {...input}
          value={field.value || null}
          onChange={(v) => field.onChange(v ?? emptyValue)}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

export function CheckboxField<T extends FieldValues>({
  control,
  name,
  ...input
}: Bound<T, boolean | null | undefined, CheckboxProps>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox
          {...input}
          checked={Boolean(field.value)}
          onChange={(x) => field.onChange(x.currentTarget.checked)}
        />
      )}
    />
  );
}

/**
 * A list field's error: the list's own, or its first item's (zod puts an unknown choice at
 * `benefits.0`, which react-hook-form keeps as an array of item errors with no message of its own).
 */
function listError(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const own = (error as { message?: unknown }).message;
  if (typeof own === 'string' && own) return own;
  for (const item of Object.values(error)) {
    const m = item && typeof item === 'object' ? (item as { message?: unknown }).message : undefined;
    if (typeof m === 'string' && m) return m;
  }
  return 'Check the chosen values.';
}

export function MultiSelectField<T extends FieldValues>({
  control,
  name,
  ...input
}: Bound<T, string[] | null | undefined, MultiSelectProps>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MultiSelect
          {...input}
          value={field.value ?? []}
          onChange={field.onChange}
          error={listError(fieldState.error)}
        />
      )}
    />
  );
}

export function TagsField<T extends FieldValues>({
  control,
  name,
  ...input
}: Bound<T, string[] | null | undefined, TagsInputProps>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TagsInput
          {...input}
          value={field.value ?? []}
          onChange={field.onChange}
          error={listError(fieldState.error)}
        />
      )}
    />
  );
}
