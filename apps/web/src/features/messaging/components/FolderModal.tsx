import { type ConversationFolderView, type FolderBody, folderBody } from '@hctl/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, Modal, MultiSelect, Stack, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { FormActions } from '../../../components/FormActions';
import { formField } from '../../../lib/form-field';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { createFolder } from '../api/create-folder';
import { messagingKeys } from '../api/keys';
import { updateFolder } from '../api/update-folder';

export interface Person {
  id: number;
  name: string;
}

/**
 * Create or edit a folder: its name, the people whose conversations are filed there, and (when a
 * conversation is open) whether to move it in now.
 */
export function FolderModal({
  opened,
  folder,
  people,
  moveConversationId,
  moveChecked,
  onClose,
  onSaved,
}: {
  opened: boolean;
  /** The folder being edited; null creates one. */
  folder: ConversationFolderView | null;
  /** People to choose from: those the person has conversations with. */
  people: Person[];
  moveConversationId: number | null;
  /** The move is ticked at first (the folder is made from the conversation's menu). */
  moveChecked: boolean;
  onClose: () => void;
  onSaved: (f: ConversationFolderView, body: FolderBody) => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={folder ? 'Edit folder' : 'New folder'} centered>
      {opened && (
        <FolderForm
          folder={folder}
          people={people}
          moveConversationId={moveConversationId}
          moveChecked={moveChecked}
          onSaved={onSaved}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function FolderForm({
  folder,
  people,
  moveConversationId,
  moveChecked,
  onSaved,
  onClose,
}: {
  folder: ConversationFolderView | null;
  people: Person[];
  moveConversationId: number | null;
  moveChecked: boolean;
  onSaved: (f: ConversationFolderView, body: FolderBody) => void;
  onClose: () => void;
}) {
  const { register, handleSubmit, formState, setError, control } = useForm<FolderBody>({
    resolver: zodResolver(folderBody),
    defaultValues: {
      title: folder?.title ?? '',
      users: folder?.users.map((u) => u.id) ?? [],
      conversation_ids: moveConversationId && moveChecked ? [moveConversationId] : [],
    },
  });
  const field = formField({ register, formState });
  const invalidate = [messagingKeys.folders('me'), messagingKeys.lists('me')];
  const create = useApiMutation({
    mutationFn: createFolder,
    form: { setError },
    invalidate,
    onSuccess: (r, body) => onSaved(r.data, body),
  });
  const update = useApiMutation({
    mutationFn: updateFolder,
    form: { setError },
    invalidate,
    onSuccess: (r, v) => onSaved(r.data, v.body),
  });
  const choices = new Map<number, string>(people.map((p) => [p.id, p.name]));
  for (const u of folder?.users ?? []) choices.set(u.id, u.name);
  return (
    <form
      onSubmit={handleSubmit((body) => (folder ? update.run({ slug: folder.slug, body }) : create.run(body)))}
      noValidate
    >
      <Stack>
        <TextInput label="Folder name" data-autofocus {...field('title')} />
        <Controller
          control={control}
          name="users"
          render={({ field }) => (
            <MultiSelect
              label="People"
              description="New conversations with them are filed into this folder."
              placeholder={choices.size ? 'Choose people' : 'People you write with appear here'}
              searchable
              data={[...choices].map(([id, name]) => ({ value: String(id), label: name }))}
              value={(field.value ?? []).map(String)}
              onChange={(v) => field.onChange(v.map(Number))}
              error={formState.errors.users?.message}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        {moveConversationId && (
          <Controller
            control={control}
            name="conversation_ids"
            render={({ field }) => (
              <Checkbox
                label="Move the open conversation into this folder"
                checked={(field.value ?? []).includes(moveConversationId)}
                onChange={(e) => field.onChange(e.currentTarget.checked ? [moveConversationId] : [])}
              />
            )}
          />
        )}
        <FormActions
          onCancel={onClose}
          submitLabel={folder ? 'Save folder' : 'Create folder'}
          loading={formState.isSubmitting}
        />
      </Stack>
    </form>
  );
}
