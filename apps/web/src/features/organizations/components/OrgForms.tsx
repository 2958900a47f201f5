import type { OrgAccountView, OrgBasicView, OrgContactView } from '@hctl/contracts';
import { orgAccountBody, orgBasicBody, orgContactBody } from '@hctl/contracts';
import { COMPANY_SIZES, INDUSTRY_TYPES, LANGUAGES } from '@hctl/contracts/constants';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { type FieldValues, type UseFormSetError, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { MultiSelectField, NullableNumberField, SelectField } from '../../../components/ControlledFields';
import { formField } from '../../../lib/form-field';
import { optionData } from '../../../lib/option-label';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { organizationsKeys } from '../api/keys';
import { saveOrgPart } from '../api/save-org-part';

const nul = <T extends Record<string, unknown>>(v: T) =>
  Object.fromEntries(Object.entries(v).map(([k, x]) => [k, x === null ? '' : x])) as T;

/** Saves one part of the profile; the server's field errors land on the form. */
function useSavePart<T extends FieldValues>(
  slug: string,
  part: 'account' | 'contact' | 'basic',
  setError: UseFormSetError<T>,
) {
  return useApiMutation({
    mutationFn: (body: T) => saveOrgPart({ slug, part, body }),
    form: { setError },
    invalidate: [organizationsKeys.organization(slug), organizationsKeys.publicProfile(slug)],
  });
}

export function AccountForm({ slug, initial }: { slug: string; initial: OrgAccountView }) {
  const { register, handleSubmit, formState, setError } = useForm<z.input<typeof orgAccountBody>>({
    resolver: zodResolver(orgAccountBody),
    defaultValues: nul({ company_name: initial.company_name, tagline: initial.tagline }),
  });
  const field = formField({ register, formState });
  const save = useSavePart(slug, 'account', setError);
  return (
    <form onSubmit={handleSubmit((v) => save.run(v))} noValidate>
      <Stack>
        <TextInput label="Organization name" {...field('company_name')} />
        <TextInput label="Tagline" placeholder="Home health for Central Texas" {...field('tagline')} />
        <Button type="submit" loading={formState.isSubmitting} w="fit-content">
          Save account
        </Button>
      </Stack>
    </form>
  );
}

export function ContactForm({ slug, initial }: { slug: string; initial: OrgContactView }) {
  const { register, handleSubmit, formState, setError } = useForm<z.input<typeof orgContactBody>>({
    resolver: zodResolver(orgContactBody),
    defaultValues: nul(initial),
  });
  const save = useSavePart(slug, 'contact', setError);
  const e = formState.errors;
  const f = (name: keyof z.input<typeof orgContactBody>, label: string, type = 'text') => (
    <TextInput label={label} type={type} {...register(name)} error={e[name]?.message as string | undefined} />
  );
  return (
    <form onSubmit={handleSubmit((v) => save.run(v))} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {f('email', 'Contact e-mail', 'email')}
          {f('phone', 'Phone', 'tel')}
          {f('website', 'Website')}
          {f('contact_person', 'Contact person')}
          {f('address', 'Street address')}
          {f('city', 'City')}
          {f('state', 'State')}
          {f('zip_code', 'ZIP code')}
          {f('country', 'Country')}
        </SimpleGrid>
        <Button type="submit" loading={formState.isSubmitting} w="fit-content">
          Save contact details
        </Button>
      </Stack>
    </form>
  );
}

export function BasicForm({ slug, initial }: { slug: string; initial: OrgBasicView }) {
  const { register, handleSubmit, formState, setError, control } = useForm<z.input<typeof orgBasicBody>>({
    resolver: zodResolver(orgBasicBody),
    // The view types industry, size and languages as strings; they hold what the form's lists allowed.
    defaultValues: {
      ...nul(initial),
      founded_year: initial.founded_year ?? null,
      languages: initial.languages ?? [],
    } as z.input<typeof orgBasicBody>,
  });
  const field = formField({ register, formState });
  const save = useSavePart(slug, 'basic', setError);
  const select = (name: 'industry_type' | 'company_size', label: string, data: readonly string[]) => (
    <SelectField control={control} name={name} label={label} data={[...data]} clearable emptyValue="" />
  );
  return (
    <form onSubmit={handleSubmit((v) => save.run(v))} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {select('industry_type', 'Industry type', INDUSTRY_TYPES)}
          {select('company_size', 'Company size', COMPANY_SIZES)}
          <NullableNumberField control={control} name="founded_year" label="Founded" />
        </SimpleGrid>
        <TextInput
          label="Health-care facility type"
          placeholder="Acute care hospital"
          {...field('health_care_facility')}
        />
        <MultiSelectField control={control} name="languages" label="Languages" data={optionData(LANGUAGES)} />
        <Textarea label="Mission" autosize minRows={2} {...field('mission')} />
        <Textarea label="About" autosize minRows={4} {...field('about')} />
        <Button type="submit" loading={formState.isSubmitting} w="fit-content">
          Save basic information
        </Button>
      </Stack>
    </form>
  );
}
