import { UI_TIMINGS } from '@hctl/contracts/constants';
import {
  Button,
  Checkbox,
  FileButton,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ApiError } from '../../lib/api-client';
import { optionData } from '../../lib/option-label';
import { useApiMutation } from '../../lib/use-api-mutation';
import { useReturnFocus } from '../../lib/use-return-focus';
import { FormActions } from '../FormActions';
import { uploadHealthDocument } from './api';
import type { Field } from './types';

/** Uploads a private health document first; the form keeps only its id. */
function DocumentField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: unknown;
  onChange: (v: number | null) => void;
  error?: string;
}) {
  const [name, setName] = useState<string | null>(value ? 'Attached document' : null);
  const [failure, setFailure] = useState<string | null>(null);
  const attach = useApiMutation({
    mutationFn: uploadHealthDocument,
    toast: false,
    onSuccess: (res) => {
      onChange(res.data.id);
      setName(res.data.name);
    },
    onError: (err) => {
      setFailure(err instanceof ApiError ? (Object.values(err.errors)[0] ?? err.message) : 'Upload failed.');
      return true;
    },
  });
  const send = (file: File | null) => {
    if (!file) return;
    setFailure(null);
    attach.mutate(file);
  };
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Group gap="xs">
        <FileButton onChange={send} accept="application/pdf,image/png,image/jpeg">
          {(props) => (
            <Button {...props} size="xs" variant="default" loading={attach.isPending}>
              {name ? 'Replace' : 'Attach'}
            </Button>
          )}
        </FileButton>
        {name && <Text size="xs">{name}</Text>}
      </Group>
      {(failure ?? error) && (
        <Text size="xs" c="red">
          {failure ?? error}
        </Text>
      )}
    </Stack>
  );
}

/** Turns form values into the API's body: blanks become null, numbers numbers. */
export function toBody(fields: Field[], values: Record<string, unknown>) {
  const body: Record<string, unknown> = {};
  for (const f of fields) {
    const v = values[f.name];
    if (f.type === 'checkbox') body[f.name] = Boolean(v);
    else if (f.type === 'document') body[f.name] = v ? Number(v) : null;
    else if (f.type === 'number') body[f.name] = v === '' || v === null || v === undefined ? null : Number(v);
    else body[f.name] = v === '' || v === undefined ? null : v;
  }
  return body;
}

export function FieldInput({ f, control, error }: { f: Field; control: any; error?: string }) {
  return (
    <Controller
      control={control}
      name={f.name}
      render={({ field }) => {
        const common = { label: f.label, error, withAsterisk: f.required, placeholder: f.placeholder };
        switch (f.type) {
          case 'textarea':
            return (
              <Textarea
                {...common}
                autosize
                minRows={3}
                value={field.value ?? ''}
                onChange={field.onChange}
              />
            );
          case 'checkbox':
            return (
              <Checkbox
                label={f.label}
                checked={Boolean(field.value)}
                onChange={(e) => field.onChange(e.currentTarget.checked)}
                mt="lg"
              />
            );
          case 'select':
            return (
              <Select
                {...common}
                data={optionData(f.options ?? [])}
                value={field.value ?? null}
                onChange={field.onChange}
                clearable={!f.required}
              />
            );
          case 'number':
            return (
              <NumberInput
                {...common}
                min={0}
                max={60}
                // A minus sign or a fraction cannot be typed, rather than silently clamped on leaving.
                allowNegative={false}
                allowDecimal={false}
                value={field.value ?? ''}
                onChange={field.onChange}
              />
            );
          case 'document':
            return (
              <DocumentField label={f.label} value={field.value} onChange={field.onChange} error={error} />
            );
          case 'date':
            return <TextInput {...common} type="date" value={field.value ?? ''} onChange={field.onChange} />;
          default:
            return <TextInput {...common} value={field.value ?? ''} onChange={field.onChange} />;
        }
      }}
    />
  );
}

/** Add/edit modal for one section item; server field errors land on their inputs. */
export function SectionForm({
  title,
  fields,
  initial,
  onSubmit,
  onClose,
}: {
  title: string;
  fields: Field[];
  initial?: Record<string, unknown>;
  onSubmit: (body: Record<string, unknown>) => Promise<unknown>;
  onClose: () => void;
}) {
  useReturnFocus();
  const { control, handleSubmit, formState, setError } = useForm<Record<string, unknown>>({
    defaultValues: initial ?? {},
  });
  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(toBody(fields, values));
      onClose();
    } catch (err) {
      if (err instanceof ApiError) {
        for (const [k, m] of Object.entries(err.errors))
          setError(k.replace(/^skills\.0\./, ''), { message: m });
        if (Object.keys(err.errors).length === 0) setError('root', { message: err.message });
      }
    }
  });
  return (
    <Modal opened onClose={onClose} title={title} size={UI_TIMINGS.modalWidth} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {fields.map((f) => (
              <div key={f.name} style={f.type === 'textarea' ? { gridColumn: '1 / -1' } : undefined}>
                <FieldInput
                  f={f}
                  control={control}
                  error={formState.errors[f.name]?.message as string | undefined}
                />
              </div>
            ))}
          </SimpleGrid>
          {formState.errors.root && (
            <div role="alert" style={{ color: 'var(--mantine-color-red-7)' }}>
              {formState.errors.root.message}
            </div>
          )}
          <FormActions onCancel={onClose} submitLabel="Save" loading={formState.isSubmitting} />
        </Stack>
      </form>
    </Modal>
  );
}
