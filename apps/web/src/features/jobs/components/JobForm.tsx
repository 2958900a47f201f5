import {
  type Envelope,
  type JobBody,
  type JobCreatedView,
  type JobUpdatedView,
  type JobView,
  jobBody,
} from '@hctl/contracts';
import {
  BENEFITS,
  HEALTH_REQUIREMENTS,
  JOB_CATEGORIES,
  JOB_EMPLOYMENT_TYPES,
  JOB_SHIFTS,
  LANGUAGES,
  PAY_PERIODS,
} from '@hctl/contracts/constants';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { QueryKey } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import {
  CheckboxField,
  MultiSelectField,
  NullableNumberField,
  SelectField,
  TagsField,
} from '../../../components/ControlledFields';
import { formField } from '../../../lib/form-field';
import { optionData } from '../../../lib/option-label';
import { useApiMutation } from '../../../lib/use-api-mutation';

/**
 * The job form shared by create, edit and duplicate: `save` sends it (published or as a draft),
 * the `invalidate` queries refetch, then `onSaved` hears the answer; server field errors land on
 * their inputs.
 */
export function JobForm({
  initial,
  save,
  invalidate,
  onSaved,
  submitLabel,
}: {
  initial?: Partial<JobView>;
  save: (body: JobBody) => Promise<Envelope<JobCreatedView | JobUpdatedView>>;
  invalidate: readonly QueryKey[];
  onSaved: (res: Envelope<JobCreatedView | JobUpdatedView>) => void;
  submitLabel: string;
}) {
  const { register, handleSubmit, formState, setError, control } = useForm<JobBody>({
    resolver: zodResolver(jobBody),
    defaultValues: {
      title: initial?.title ?? '',
      category: (initial?.category as JobBody['category']) ?? null,
      specialty: initial?.specialty ?? '',
      employment_type: (initial?.employment_type as JobBody['employment_type']) ?? 'full-time',
      shift: (initial?.shift as JobBody['shift']) ?? null,
      shift_hours: initial?.shift_hours ?? '',
      city: initial?.city ?? '',
      state: initial?.state ?? '',
      is_remote: initial?.is_remote ?? false,
      pay_min: initial?.pay_min ?? null,
      pay_max: initial?.pay_max ?? null,
      pay_period: (initial?.pay_period as JobBody['pay_period']) ?? null,
      benefits: (initial?.benefits as JobBody['benefits']) ?? [],
      required_licenses: initial?.required_licenses ?? [],
      health_requirements: (initial?.health_requirements as JobBody['health_requirements']) ?? [],
      languages: (initial?.languages as JobBody['languages']) ?? ['english'],
      description: initial?.description ?? '',
      status: 'published',
    },
  });
  const field = formField({ register, formState });
  const send = useApiMutation({
    mutationFn: save,
    form: { setError },
    invalidate,
    onSuccess: onSaved,
  });
  const submit = (status: 'published' | 'draft') => handleSubmit((v) => send.run({ ...v, status }));
  const select = (
    name: 'category' | 'employment_type' | 'shift' | 'pay_period',
    label: string,
    data: readonly string[],
    clearable = true,
  ) => (
    <SelectField control={control} name={name} label={label} data={optionData(data)} clearable={clearable} />
  );
  const multi = (
    name: 'benefits' | 'health_requirements' | 'languages',
    label: string,
    data: readonly string[],
  ) => <MultiSelectField control={control} name={name} label={label} data={optionData(data)} searchable />;
  const pay = (name: 'pay_min' | 'pay_max', label: string) => (
    <NullableNumberField control={control} name={name} label={label} min={0} decimalScale={2} />
  );
  return (
    <form noValidate onSubmit={(ev) => ev.preventDefault()}>
      <Stack>
        <TextInput label="Job title" placeholder="Night Shift ICU Registered Nurse" {...field('title')} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {select('category', 'Category', JOB_CATEGORIES)}
          <TextInput label="Specialty" {...field('specialty')} />
          {select('employment_type', 'Employment type', JOB_EMPLOYMENT_TYPES, false)}
          {select('shift', 'Shift', JOB_SHIFTS)}
          <TextInput label="Shift hours" placeholder="19:00–07:00, 3×12" {...field('shift_hours')} />
          <CheckboxField control={control} name="is_remote" label="Remote" mt="xl" />
          <TextInput label="City" {...field('city')} />
          <TextInput label="State" {...field('state')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {pay('pay_min', 'Pay from ($)')}
          {pay('pay_max', 'Pay to ($)')}
          {select('pay_period', 'Per', PAY_PERIODS)}
        </SimpleGrid>
        {multi('benefits', 'Benefits', BENEFITS)}
        <TagsField
          control={control}
          name="required_licenses"
          label="Required licenses"
          placeholder="RN, BLS… press Enter"
        />
        {multi('health_requirements', 'Health requirements', HEALTH_REQUIREMENTS)}
        {multi('languages', 'Languages', LANGUAGES)}
        <Textarea label="Description" autosize minRows={6} {...field('description')} />
        <Group>
          <Button onClick={submit('published')} loading={formState.isSubmitting}>
            {submitLabel}
          </Button>
          <Button variant="default" onClick={submit('draft')} loading={formState.isSubmitting}>
            Save as draft
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
