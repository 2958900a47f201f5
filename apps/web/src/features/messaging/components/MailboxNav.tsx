import type { ConversationFolderView } from '@hctl/contracts';
import { ActionIcon, Badge, Button, Group, Menu, NavLink, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { Section } from '../api/inbox';

export const SECTION_LABELS: Record<Section, string> = {
  inbox: 'Inbox',
  jobs: 'Jobs',
  services: 'Services',
  drafts: 'Drafts',
  trash: 'Trash',
};

// The count is part of the button's name ("Inbox 3 unread"), so what is seen is what is said: a
// separate aria-label ("Inbox, 3 unread") would not contain the visible "Inbox3" (axe's
// label-content-name-mismatch, hit whenever a message waits).
const count = (n: number | undefined) =>
  n ? (
    <Badge size="sm" color="red.8" variant="filled">
      {n}
      <VisuallyHidden> unread</VisuallyHidden>
    </Badge>
  ) : null;

/** The inbox's sections and (for a person) their folders, each a link-like button. */
export function MailboxNav({
  sections,
  section,
  folder,
  unread,
  folders,
  onOpen,
  onNewFolder,
  onEditFolder,
  onDeleteFolder,
}: {
  sections: Section[];
  section: Section;
  folder: string | null;
  unread: number | undefined;
  /** null: this inbox has no folders (an organization's). */
  folders: ConversationFolderView[] | null;
  onOpen: (section: Section, folder?: string) => void;
  onNewFolder: () => void;
  onEditFolder: (f: ConversationFolderView) => void;
  onDeleteFolder: (f: ConversationFolderView) => void;
}) {
  return (
    <Stack gap={2} component="nav" aria-label="Mailboxes" p="xs">
      {sections.map((s) => (
        <NavLink
          key={s}
          component="button"
          label={SECTION_LABELS[s]}
          active={section === s && !folder}
          aria-current={section === s && !folder ? 'page' : undefined}
          rightSection={s === 'inbox' ? count(unread) : null}
          onClick={() => onOpen(s)}
          variant="light"
          color="teal"
        />
      ))}
      {folders && (
        <>
          <Group justify="space-between" mt="sm" px="xs">
            <Text size="xs" fw={700} c="dimmed" tt="uppercase">
              Folders
            </Text>
            <ActionIcon size="md" variant="subtle" aria-label="New folder" onClick={onNewFolder}>
              +
            </ActionIcon>
          </Group>
          {folders.length === 0 && (
            <Text size="xs" c="dimmed" px="xs">
              No folders yet.
            </Text>
          )}
          {folders.map((f) => (
            <Group key={f.id} gap={0} wrap="nowrap" data-testid="folder">
              <NavLink
                component="button"
                label={f.title}
                active={folder === f.slug}
                aria-current={folder === f.slug ? 'page' : undefined}
                rightSection={count(f.unread_count)}
                onClick={() => onOpen('inbox', f.slug)}
                variant="light"
                color="teal"
                style={{ flex: 1 }}
              />
              {/* No focus placeholder: Mantine's (a focusable role=presentation div) fails axe aria-required-children. */}
              <Menu position="bottom-end" withInitialFocusPlaceholder={false}>
                <Menu.Target>
                  <ActionIcon
                    size="md"
                    variant="subtle"
                    color="gray"
                    aria-label={`Folder ${f.title} actions`}
                  >
                    ⋯
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  <FolderItems folder={f} onEdit={onEditFolder} onDelete={onDeleteFolder} />
                </Menu.Dropdown>
              </Menu>
            </Group>
          ))}
        </>
      )}
    </Stack>
  );
}

/** A folder's own actions, in its menu (the mailbox column's ⋯, or the phone's Folders menu). */
function FolderItems({
  folder,
  onEdit,
  onDelete,
}: {
  folder: ConversationFolderView;
  onEdit: (f: ConversationFolderView) => void;
  onDelete: (f: ConversationFolderView) => void;
}) {
  return (
    <>
      <Menu.Item onClick={() => onEdit(folder)}>Rename or change people</Menu.Item>
      <Menu.Item color="red.8" onClick={() => onDelete(folder)}>
        Delete folder
      </Menu.Item>
    </>
  );
}

/**
 * Phones have no mailbox column: its folder actions as one menu beside the mailbox select — a new
 * folder, and renaming or deleting the open one (the same dialogs as the column's).
 */
export function FolderMenu({
  folder,
  hasFolders,
  onNewFolder,
  onEditFolder,
  onDeleteFolder,
}: {
  /** The open folder, if one is. */
  folder: ConversationFolderView | null;
  hasFolders: boolean;
  onNewFolder: () => void;
  onEditFolder: (f: ConversationFolderView) => void;
  onDeleteFolder: (f: ConversationFolderView) => void;
}) {
  return (
    <Menu position="bottom-end" withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button
          size="xs"
          variant="default"
          aria-label="Manage folders"
          rightSection={<span aria-hidden="true">▾</span>}
        >
          Folders
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={onNewFolder}>New folder…</Menu.Item>
        {folder ? (
          <>
            <Menu.Divider />
            <Menu.Label>{folder.title}</Menu.Label>
            <FolderItems folder={folder} onEdit={onEditFolder} onDelete={onDeleteFolder} />
          </>
        ) : (
          hasFolders && <Menu.Label>Open a folder to rename or delete it.</Menu.Label>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
