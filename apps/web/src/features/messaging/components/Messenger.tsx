import type { ConversationFolderView, DraftView } from '@hctl/contracts';
import { Box, Button, Container, Group, NativeSelect, Paper, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { composeToOf } from '../../../lib/compose-to';
import { toastSuccess } from '../../../lib/notify';
import { useMessagingSync } from '../../../lib/realtime/messaging-sync';
import { usePresenceFeed } from '../../../lib/realtime/presence';
import { unreadQuery } from '../../../lib/realtime/unread';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { conversationsQuery } from '../api/conversations';
import { draftsQuery } from '../api/drafts';
import { foldersQuery } from '../api/folders';
import type { Inbox, Section } from '../api/inbox';
import { messagingKeys } from '../api/keys';
import { updateFolder } from '../api/update-folder';
import { ConversationList } from './ConversationList';
import { ConversationPane } from './ConversationPane';
import { DeleteFolderModal } from './DeleteFolderModal';
import { DraftList } from './DraftList';
import { FolderModal, type Person } from './FolderModal';
import { FolderMenu, MailboxNav, SECTION_LABELS } from './MailboxNav';
import { NewMessageModal } from './NewMessageModal';

const SECTIONS: Record<Inbox['kind'], Section[]> = {
  user: ['inbox', 'drafts', 'trash'],
  organization: ['inbox', 'jobs', 'services', 'drafts', 'trash'],
};

/**
 * The messaging screen (Slack/LinkedIn layout): mailboxes on the left, the section's conversations,
 * and the open conversation. What is open lives in the URL (?s=section&f=folder&c=conversation&d=draft),
 * so a reload or a shared link shows the same thing and Back works.
 */
export function Messenger({ inbox, title, channel }: { inbox: Inbox; title: string; channel: string }) {
  const [params, setParams] = useSearchParams();
  const sections = SECTIONS[inbox.kind];
  const section = (sections.find((s) => s === params.get('s')) ?? 'inbox') as Section;
  const folder = inbox.kind === 'user' ? params.get('f') : null;
  const selected = Number(params.get('c')) || null;
  const draftId = Number(params.get('d')) || null;
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);

  useMessagingSync(channel, inbox.key);
  usePresenceFeed();

  const unread = useQuery(unreadQuery(inbox.key));
  const folders = useQuery({ ...foldersQuery(), enabled: inbox.kind === 'user' });
  // The folder dialog offers the people of the inbox's conversations (folders are a person's only).
  const inboxList = useInfiniteQuery({
    ...conversationsQuery(inbox, 'inbox', null, ''),
    enabled: inbox.kind === 'user',
  });
  const draft = useOpenDraft(inbox, draftId);

  // A profile's Message button arrives with its person: open a new message to them, once (the
  // state is dropped from the history entry, so Back or a reload does not open it again).
  const location = useLocation();
  const navigate = useNavigate();
  const [composeTo, setComposeTo] = useState(() => composeToOf(location.state));
  const [composeOpen, setComposeOpen] = useState(composeTo !== null);
  useEffect(() => {
    if (composeToOf(location.state))
      navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [location, navigate]);
  const closeCompose = () => {
    setComposeOpen(false);
    setComposeTo(null);
  };
  const [folderModal, setFolderModal] = useState<{
    folder: ConversationFolderView | null;
    move: boolean;
  } | null>(null);
  const [deleting, setDeleting] = useState<ConversationFolderView | null>(null);

  /** `replace`: the screen follows a change it did not ask for (no new history entry). */
  const go = (
    next: { s?: Section; f?: string | null; c?: number | null; d?: number | null },
    replace = false,
  ) => {
    const p = new URLSearchParams();
    const s = next.s ?? section;
    if (s !== 'inbox') p.set('s', s);
    const f = next.f === undefined ? folder : next.f;
    if (f) p.set('f', f);
    const c = next.c === undefined ? selected : next.c;
    if (c) p.set('c', String(c));
    const d = next.d === undefined ? draftId : next.d;
    if (d) p.set('d', String(d));
    setParams(p, { replace });
  };

  const move = useApiMutation({
    mutationFn: updateFolder,
    toast: false,
    invalidate: [messagingKeys.lists(inbox.key), messagingKeys.folders(inbox.key)],
    onSuccess: (res, v) => {
      toastSuccess(`Moved to ${res.data.title}.`);
      go({ s: 'inbox', f: v.slug, c: Number(v.body.conversation_ids?.[0]) || null, d: null });
    },
  });

  const people: Person[] = [];
  const seen = new Set<number>();
  for (const c of inboxList.data?.pages.flatMap((p) => p.data) ?? [])
    if (c.counterpart.kind === 'user' && !seen.has(c.counterpart.id)) {
      seen.add(c.counterpart.id);
      people.push({ id: c.counterpart.id, name: c.counterpart.name });
    }

  const openDraft = (d: DraftView) => {
    if (d.conversation_id) go({ c: d.conversation_id, d: d.id });
    else {
      go({ c: null, d: d.id });
      setComposeOpen(true);
    }
  };
  // total_unread counts every active conversation; folders show their own, so Inbox shows the rest.
  const filedUnread = (folders.data ?? []).reduce((n, f) => n + f.unread_count, 0);
  const inboxUnread = unread.data === undefined ? undefined : Math.max(0, unread.data - filedUnread);
  const heading = folder
    ? (folders.data?.find((f) => f.slug === folder)?.title ?? 'Folder')
    : SECTION_LABELS[section];

  return (
    <Container size="xl" py="md">
      <Group justify="space-between" mb="sm">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Button
          onClick={() => {
            go({ d: null });
            setComposeOpen(true);
          }}
        >
          New message
        </Button>
      </Group>
      <Paper
        withBorder
        radius="md"
        style={{ display: 'flex', height: 'calc(100vh - 190px)', minHeight: 480, overflow: 'hidden' }}
      >
        <Box
          w={210}
          visibleFrom="md"
          style={{ borderRight: '1px solid var(--mantine-color-gray-3)', overflowY: 'auto' }}
        >
          <MailboxNav
            sections={sections}
            section={section}
            folder={folder}
            unread={inboxUnread}
            folders={inbox.kind === 'user' ? (folders.data ?? []) : null}
            onOpen={(s, f) => go({ s, f: f ?? null, c: null, d: null })}
            onNewFolder={() => setFolderModal({ folder: null, move: false })}
            onEditFolder={(f) => setFolderModal({ folder: f, move: false })}
            onDeleteFolder={setDeleting}
          />
        </Box>
        <Box
          w={{ base: '100%', md: 330 }}
          display={selected ? { base: 'none', md: 'flex' } : 'flex'}
          style={{
            borderRight: '1px solid var(--mantine-color-gray-3)',
            flexDirection: 'column',
            minHeight: 0,
          }}
        >
          <Box p="xs" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
            <Text fw={700} size="sm" component="h2" m={0} mb={6} visibleFrom="md">
              {heading}
            </Text>
            {/* Phones have no mailbox column: the same choices as a select, its folder actions as a menu. */}
            <Group hiddenFrom="md" gap="xs" wrap="nowrap" mb={6}>
              <NativeSelect
                size="xs"
                style={{ flex: 1, minWidth: 0 }}
                aria-label="Mailbox"
                value={folder ? `f:${folder}` : `s:${section}`}
                onChange={(e) => {
                  const [kind, value] = [e.currentTarget.value.slice(0, 1), e.currentTarget.value.slice(2)];
                  go(
                    kind === 'f'
                      ? { s: 'inbox', f: value, c: null, d: null }
                      : { s: value as Section, f: null, c: null, d: null },
                  );
                }}
                data={[
                  ...sections.map((s) => ({ value: `s:${s}`, label: SECTION_LABELS[s] })),
                  ...(folders.data ?? []).map((f) => ({ value: `f:${f.slug}`, label: `Folder: ${f.title}` })),
                ]}
              />
              {inbox.kind === 'user' && (
                <FolderMenu
                  folder={folders.data?.find((f) => f.slug === folder) ?? null}
                  hasFolders={(folders.data ?? []).length > 0}
                  onNewFolder={() => setFolderModal({ folder: null, move: false })}
                  onEditFolder={(f) => setFolderModal({ folder: f, move: false })}
                  onDeleteFolder={setDeleting}
                />
              )}
            </Group>
            {section !== 'drafts' && (
              <TextInput
                size="xs"
                placeholder="Search by name"
                aria-label="Search conversations"
                value={search}
                onChange={(e) => setSearch(e.currentTarget.value)}
              />
            )}
          </Box>
          <Box style={{ flex: 1, overflowY: 'auto' }}>
            {section === 'drafts' ? (
              <DraftList inbox={inbox} selectedId={draftId} onOpen={openDraft} />
            ) : (
              <ConversationList
                inbox={inbox}
                section={section}
                folder={folder}
                search={debounced}
                selectedId={selected}
                onSelect={(c) => go({ c: c.id, d: null })}
              />
            )}
          </Box>
        </Box>
        <Box style={{ flex: 1, minWidth: 0 }} display={selected ? 'block' : { base: 'none', md: 'block' }}>
          {selected ? (
            <ConversationPane
              key={`${selected}-${section}`}
              inbox={inbox}
              channel={channel}
              conversationId={selected}
              trashed={section === 'trash'}
              draft={draft?.conversation_id === selected ? draft : null}
              folders={inbox.kind === 'user' ? (folders.data ?? []) : null}
              onClosed={() => go({ c: null, d: null })}
              // Back in the inbox (a new message, a restore elsewhere): a reload must find it there.
              onLeftTrash={() => go({ s: 'inbox', f: null }, true)}
              onMoveToFolder={(f, id) =>
                move.run({
                  slug: f.slug,
                  body: { title: f.title, users: f.users.map((u) => u.id), conversation_ids: [id] },
                })
              }
              onNewFolder={() => setFolderModal({ folder: null, move: true })}
              onBack={() => go({ c: null, d: null })}
            />
          ) : (
            <Box p="xl" ta="center">
              <Text c="dimmed" mt="xl">
                Choose a conversation, or start one with New message.
              </Text>
            </Box>
          )}
        </Box>
      </Paper>
      <NewMessageModal
        inbox={inbox}
        opened={composeOpen}
        draft={draft && !draft.conversation_id ? draft : null}
        to={composeTo}
        onClose={closeCompose}
        onSent={(sent) => {
          closeCompose();
          go({ s: 'inbox', f: null, c: sent.conversation.id, d: null });
        }}
      />
      <FolderModal
        opened={folderModal !== null}
        folder={folderModal?.folder ?? null}
        people={people}
        moveConversationId={section !== 'trash' ? selected : null}
        moveChecked={folderModal?.move ?? false}
        onClose={() => setFolderModal(null)}
        onSaved={(f, body) => {
          const edited = folderModal?.folder;
          setFolderModal(null);
          // A rename may give the open folder a new slug: follow it.
          if (edited && edited.slug === folder && f.slug !== folder) go({ f: f.slug });
          // The open conversation went into the folder: show it there.
          const moved = Number(body.conversation_ids?.[0]) || null;
          if (moved) go({ s: 'inbox', f: f.slug, c: moved, d: null });
        }}
      />
      <DeleteFolderModal
        folder={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          const wasOpen = deleting?.slug === folder;
          setDeleting(null);
          if (wasOpen) go({ s: 'inbox', f: null, c: null, d: null });
        }}
      />
    </Container>
  );
}

/** The draft named in the URL, from the drafts list (loaded when a draft is open). */
function useOpenDraft(inbox: Inbox, draftId: number | null): DraftView | null {
  const drafts = useInfiniteQuery({ ...draftsQuery(inbox), enabled: draftId !== null });
  return drafts.data?.pages.flatMap((p) => p.data).find((d) => d.id === draftId) ?? null;
}
