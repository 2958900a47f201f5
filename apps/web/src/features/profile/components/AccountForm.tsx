import { type AccountView, accountUpdateBody } from '@hctl/contracts';
import { LANGUAGES } from '@hctl/contracts/constants';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { MultiSelectField } from '../../../components/ControlledFields';
import { sharedKeys } from '../../../lib/api/keys';
import { authStore } from '../../../lib/auth-store';
import { formField } from '../../../lib/form-field';
import { optionData } from '../../../lib/option-label';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { profileKeys } from '../api/keys';
import { updateAccount } from '../api/update-account';

type Form = z.input<typeof accountUpdateBody>;
const blank = (v: string | null | undefined) => (v === '' || v === undefined ? null : v);
const SOCIAL = [
  ['facebook', 'Facebook'],
  ['twitter', 'Twitter / X'],
  ['instagram', 'Instagram'],
  ['linked_in', 'LinkedIn'],
] as const;

/** Name, headline, about, contact, address, languages, specialty and social links; saving publishes. */
export function AccountForm({ a }: { a: AccountView }) {
  const qc = useQueryClient();
  const { register, handleSubmit, formState, setError, control } = useForm<Form>({
    resolver: zodResolver(accountUpdateBody),
    defaultValues: {
      first_name: a.first_name,
      last_name: a.last_name,
      phone_number: a.phone_number ?? '',
      occupation: a.occupation ?? '',
      specialty: a.specialty ?? '',
      about: a.about ?? '',
      address: a.address ?? '',
      city: a.city ?? '',
      state: a.state ?? '',
      zip_code: a.zip_code ?? '',
      languages: a.languages,
      social_links: a.social_links,
    },
  });
  const field = formField({ register, formState });
  const save = useApiMutation({
    mutationFn: updateAccount,
    form: { setError },
    invalidate: [profileKeys.publicProfiles],
    onSuccess: (res) => {
      qc.setQueryData(sharedKeys.account, res.data);
      const s = authStore.get();
      if (s.user) {
        authStore.set({
          user: { ...s.user, name: res.data.name },
          individual_details: s.individual_details
            ? { ...s.individual_details, address: res.data.address }
            : s.individual_details,
          userDetails: s.userDetails ? { ...s.userDetails, name: res.data.name } : s.userDetails,
        });
      }
    },
  });
  const onSubmit = handleSubmit((v) =>
    save.run({
      ...v,
      phone_number: blank(v.phone_number),
      occupation: blank(v.occupation),
      specialty: blank(v.specialty),
      about: blank(v.about),
      address: blank(v.address),
      city: blank(v.city),
      state: blank(v.state),
      zip_code: blank(v.zip_code),
      social_links: Object.fromEntries(Object.entries(v.social_links ?? {}).filter(([, url]) => url)),
    }),
  );
  const e = formState.errors;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="First name" {...field('first_name')} />
          <TextInput label="Last name" {...field('last_name')} />
          <TextInput label="Headline" placeholder="ICU Registered Nurse" {...field('occupation')} />
          <TextInput label="Specialty" {...field('specialty')} />
          <TextInput label="Phone" type="tel" {...field('phone_number')} />
          <TextInput label="Street address" {...field('address')} />
          <TextInput label="City" {...field('city')} />
          <Group grow>
            <TextInput label="State" {...field('state')} />
            <TextInput label="ZIP code" {...field('zip_code')} />
          </Group>
        </SimpleGrid>
        <MultiSelectField control={control} name="languages" label="Languages" data={optionData(LANGUAGES)} />
        <Textarea label="About" autosize minRows={3} {...field('about')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {SOCIAL.map(([key, label]) => (
            <TextInput
              key={key}
              label={label}
              placeholder="https://"
              {...register(`social_links.${key}`)}
              error={e.social_links?.[key]?.message}
            />
          ))}
        </SimpleGrid>
        <Button type="submit" loading={formState.isSubmitting} w="fit-content">
          Save and publish
        </Button>
      </Stack>
    </form>
  );
}
