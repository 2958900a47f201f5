import {
  type ConversationFolderView,
  channelName,
  type folderBody,
  type folderUpdateBody,
} from '@hctl/contracts';
import type { Executor } from '@hctl/db';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { invalid, notFound, pgConstraint, pgErrorCode } from '../../lib/errors';
import { uniqueSlug } from '../../lib/slug';
import type { RealtimePort } from '../realtime/realtime.port';
import type { SideRow } from './conversations.repository';
import { type FolderRow, foldersRepository as repo } from './folders.repository';
import { toFolderView } from './messaging.mapper';

const FOLDER_TITLE_INDEX = 'conversation_folders_user_title_uq';

/**
 * The unique index on a person's folder titles (any case) refused the save: told as the title's
 * validation error, like the schema's own, so the form shows it under the name.
 */
function sameTitle(err: unknown): never {
  if (pgErrorCode(err) === '23505' && pgConstraint(err) === FOLDER_TITLE_INDEX)
    throw invalid({ title: 'You already have a folder with this name.' });
  throw err;
}

/**
 * A person's folders. A folder holds conversations moved into it, and files new conversations
 * with its people (`users`) as their messages arrive. Folders are per person only: the spec's
 * folder calls take no organization, so an organization's shared inbox has none.
 */
export class FoldersService {
  constructor(
    private deps: AppDeps,
    private realtime: RealtimePort,
  ) {}

  async list(userId: number): Promise<ConversationFolderView[]> {
    const rows = await repo.list(this.deps.db, userId);
    const users = await repo.usersOf(
      this.deps.db,
      rows.map((r) => r.folder.id),
    );
    return rows.map((r) =>
      toFolderView(
        r,
        users.filter((x) => x.folder_id === r.folder.id),
      ),
    );
  }

  async create(userId: number, b: z.output<typeof folderBody>) {
    await this.checkUsers(b.users);
    const folder = await this.change(userId, async (tx) => {
      const f = await repo.insert(tx, userId, uniqueSlug(b.title), b.title);
      await repo.setUsers(tx, f.id, b.users);
      return { folder: f, moved: await repo.fileConversations(tx, userId, f.id, b.conversation_ids) };
    }).catch(sameTitle);
    return { message: 'Folder created successfully!', data: await this.one(userId, folder.id) };
  }

  /** Renames the folder, replaces its people and moves more conversations in (each only when given). */
  async update(userId: number, slug: string, b: z.output<typeof folderUpdateBody>) {
    const found = await this.bySlug(userId, slug);
    if (b.users) await this.checkUsers(b.users);
    await this.change(userId, async (tx) => {
      const f = b.title ? await repo.rename(tx, found.id, b.title) : found;
      if (b.users) await repo.setUsers(tx, f.id, b.users);
      return { folder: f, moved: await repo.fileConversations(tx, userId, f.id, b.conversation_ids ?? []) };
    }).catch(sameTitle);
    return { message: 'Folder update successfully!', data: await this.one(userId, found.id) };
  }

  /** Deletes the folder; its conversations go back to the inbox, or to the trash with `with_conversations`. */
  async remove(userId: number, slug: string, withConversations: boolean) {
    const found = await this.bySlug(userId, slug);
    await this.change(userId, async (tx) => {
      const moved = await repo.release(tx, found.id, withConversations);
      await repo.remove(tx, found.id);
      return { folder: found, moved };
    });
    return { message: 'Folder is deleted successfully!', data: null };
  }

  private async bySlug(userId: number, slug: string) {
    const f = await repo.bySlug(this.deps.db, userId, slug);
    if (!f) throw notFound('Folder not found.');
    return f;
  }

  private async one(userId: number, id: number) {
    const view = (await this.list(userId)).find((f) => f.id === id);
    if (!view) throw notFound('Folder not found.');
    return view;
  }

  private async checkUsers(ids: number[]) {
    const existing = new Set(await repo.existingUsers(this.deps.db, ids));
    if (ids.some((id) => !existing.has(id))) throw invalid({ users: 'Choose people who have an account.' });
  }

  /** Runs a folder change and tells the person's other tabs which conversations moved where. */
  private async change(
    userId: number,
    work: (tx: Executor) => Promise<{ folder: FolderRow; moved: SideRow[] }>,
  ) {
    const { folder, envelopes } = await this.deps.db.transaction(async (tx) => {
      const { folder, moved } = await work(tx);
      const envelopes = await this.realtime.record(
        tx,
        moved.map((side) => ({
          channel: channelName.chat(userId),
          event: 'conversation.updated' as const,
          data: { conversation_id: side.conversation_id, state: side.state, folder_id: side.folder_id },
        })),
      );
      return { folder, envelopes };
    });
    this.realtime.emit(envelopes);
    return folder;
  }
}
