import type { ConversationFolderView, FolderBody } from '@hctl/contracts';
import { post } from '../../../lib/api-client';

/** POST conversations/directory/create: 'Folder created successfully!'. */
export const createFolder = (body: FolderBody) =>
  post<ConversationFolderView>('/conversations/directory/create', body);
