import type { ContactBody } from '@hctl/contracts';
import {
  Alert,
  Button,
  Container,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { SupportLine } from '../../../components/SupportLine';
import { usePageTitle } from '../../../components/usePageTitle';
import { formField } from '../../../lib/form-field';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { sendContactMessage } from '../api/send-contact-message';

const resolver = lazyResolver<ContactBody>(() => import('../contact.schema').then((m) => m.contactResolver));

export default function ContactPage() {
  usePageTitle(
    'Contact us',
    'Questions about HCTL? Send us a message and our support team will answer within one business day.',
  );
  const [done, setDone] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, reset, control } = useForm<ContactBody>({
    resolver,
  });
  const field = formField({ register, formState });
  const send = useApiMutation({
    mutationFn: sendContactMessage,
    form: { setError },
    onSuccess: (res) => {
      setDone(res.message);
      reset();
    },
  });
  const onSubmit = handleSubmit((values) => send.run(values));
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>Contact us</Title>
        <Text c="dimmed">Our support team answers within one business day.</Text>
        {done && <Alert color="teal">{done}</Alert>}
        <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate>
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="First name" {...field('first_name')} />
              <TextInput label="Last name" {...field('last_name')} />
            </SimpleGrid>
            <TextInput label="E-mail" type="email" {...field('email')} />
            <TextInput label="Phone (optional)" type="tel" {...field('phone_number')} />
            <Controller
              control={control}
              name="find_us"
              render={({ field }) => (
                <Select
                  label="How did you find us?"
                  data={[
                    'Search engine',
                    'Colleague or friend',
                    'Social media',
                    'Conference or event',
                    'Other',
                  ]}
                  value={field.value ?? null}
                  onChange={(v) => field.onChange(v ?? undefined)}
                  clearable
                />
              )}
            />
            <Textarea label="Message" minRows={5} autosize {...field('message')} />
            <Button type="submit" loading={formState.isSubmitting} w="fit-content">
              Send message
            </Button>
            <SupportLine />
          </Stack>
        </form>
      </Stack>
    </Container>
  );
}
