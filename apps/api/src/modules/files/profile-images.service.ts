import type { AccountView } from '@hctl/contracts';
import type { Upload } from '../../plugins/uploads';
import type { AccountsService } from '../accounts/accounts.service';
import { fileUrl } from './files.mapper';
import type { FilesService } from './files.service';

/** Profile and cover photos: stored as public files, linked from the account by URL. */
export class ProfileImagesService {
  constructor(
    private files: FilesService,
    private accounts: AccountsService,
  ) {}

  async set(userId: number, cover: boolean, upload: Upload) {
    const field = cover ? 'cover_image' : 'profile_image';
    const file = await this.files.store(userId, field, upload);
    const data: AccountView = await this.accounts.setImage(userId, field, fileUrl(file.id));
    return {
      message: cover ? 'Your cover image has been updated.' : 'Your profile photo has been updated.',
      data,
    };
  }
}
