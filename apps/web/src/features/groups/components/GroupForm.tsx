import { type GroupCreateBody, type GroupView, groupCreateBody } from '@hctl/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormActions } from '../../../components/FormActions';
import { useAuth } from '../../../lib/auth-store';
import { formField } from '../../../lib/form-field';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { createGroup, deleteGroup, updateGroup } from '../api/groups';
import { groupsKeys } from '../api/keys';

interface GroupFormValues {
  name: string;
  description: string;
  rules: string;
  category: string;
  location: string;
  privacy: 'public' | 'private';
  post_approval: boolean;
}

const valuesOf = (g?: GroupView): GroupFormValues => ({
  name: g?.name ?? '',
  description: g?.description ?? '',
  rules: g?.rules ?? '',
  category: g?.category ?? '',
  location: g?.location ?? '',
  privacy: g?.privacy ?? 'public',
  post_approval: g?.post_approval ?? false,
});

/** Creating a group (no `group`) or editing one; its owner may also delete it here. */
export function GroupFormModal({
  opened,
  onClose,
  group,
}: {
  opened: boolean;
  onClose: () => void;
  group?: GroupView;
}) {
  const navigate = useNavigate();
  const slug = useAuth().user?.slug;
  const form = useForm<GroupFormValues>({
    values: valuesOf(group),
    resolver: zodResolver(groupCreateBody) as unknown as Resolver<GroupFormValues>,
  });
  const field = formField(form);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const create = useApiMutation({
    mutationFn: createGroup,
    form,
    invalidate: [groupsKeys.lists],
    onSuccess: (res) => {
      onClose();
      navigate(`/individual/${slug}/groups/view/${res.data.slug}`);
    },
  });
  const update = useApiMutation({
    mutationFn: updateGroup,
    form,
    invalidate: [groupsKeys.all],
    onSuccess: onClose,
  });
  const remove = useApiMutation({
    mutationFn: deleteGroup,
    invalidate: [groupsKeys.lists],
    onSuccess: () => navigate(`/individual/${slug}/groups`),
  });
  // The resolver hands over the schema's output: trimmed, blanks as null, the flag a boolean.
  const submit = form.handleSubmit((v) => {
    const body = v as unknown as GroupCreateBody;
    return group ? update.run({ slug: group.slug, body }) : create.run(body);
  });
  return (
    <Modal opened={opened} onClose={onClose} title={group ? 'Group settings' : 'Create a group'} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label="Name" required maxLength={120} {...field('name')} />
          <Textarea
            label="About"
            description="What the group is for and who should join"
            autosize
            minRows={3}
            maxLength={5000}
            {...field('description')}
          />
          <Textarea label="Rules" autosize minRows={2} maxLength={5000} {...field('rules')} />
          <Group grow align="flex-start">
            <TextInput label="Category" placeholder="e.g. Nursing" maxLength={80} {...field('category')} />
            <TextInput
              label="Location"
              placeholder="e.g. Portland, OR"
              maxLength={120}
              {...field('location')}
            />
          </Group>
          <Controller
            control={form.control}
            name="privacy"
            render={({ field }) => (
              <Stack gap={4}>
                <Text size="sm" fw={500} id="group-privacy">
                  Privacy
                </Text>
                <SegmentedControl
                  aria-labelledby="group-privacy"
                  value={field.value}
                  onChange={(v) => field.onChange(v)}
                  data={[
                    { value: 'public', label: 'Public' },
                    { value: 'private', label: 'Private' },
                  ]}
                />
                <Text size="xs" c="dimmed">
                  {field.value === 'public'
                    ? 'Anyone can see the posts and join.'
                    : 'Only members see the posts; people ask to join and an admin approves.'}
                </Text>
              </Stack>
            )}
          />
          <Controller
            control={form.control}
            name="post_approval"
            render={({ field }) => (
              <Switch
                label="Members' posts need an admin's approval"
                checked={field.value}
                onChange={(ev) => field.onChange(ev.currentTarget.checked)}
              />
            )}
          />
          <Group justify="space-between">
            {group?.viewer.can_delete ? (
              <Button color="red" variant="subtle" onClick={() => setConfirmDelete(true)}>
                Delete group
              </Button>
            ) : (
              <span />
            )}
            <Group>
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={form.formState.isSubmitting}>
                {group ? 'Save' : 'Create group'}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
      <Modal opened={confirmDelete} onClose={() => setConfirmDelete(false)} title="Delete this group?">
        <Stack>
          <Text size="sm">The group and its feed disappear for everyone. This cannot be undone.</Text>
          <FormActions
            onCancel={() => setConfirmDelete(false)}
            submitLabel="Delete group"
            color="red"
            loading={remove.isPending}
            onConfirm={() => group && remove.run(group.slug)}
          />
        </Stack>
      </Modal>
    </Modal>
  );
}
