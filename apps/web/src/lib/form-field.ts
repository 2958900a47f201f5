import { type FieldError, type FieldValues, get, type Path, type UseFormReturn } from 'react-hook-form';

/**
 * A react-hook-form field's registration with its validation message, to spread on a Mantine input:
 * `const field = formField(form)` then `<TextInput label="E-mail" {...field('email')} />`.
 */
export const formField =
  <T extends FieldValues>({ register, formState }: Pick<UseFormReturn<T>, 'register' | 'formState'>) =>
  (name: Path<T>) => ({
    ...register(name),
    error: (get(formState.errors, name) as FieldError | undefined)?.message,
  });
