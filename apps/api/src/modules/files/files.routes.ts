import { COVER_IMAGE, idParams } from '@hctl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalid } from '../../lib/errors';
import { ok } from '../../lib/http';
import { caller } from '../../plugins/auth';
import { readUpload } from '../../plugins/uploads';
import type { Services } from '../../services';
import { fileUrl, toFileView } from './files.service';

const tags = ['files'];
const MB = 1024 * 1024;
const attachmentType = z.enum(['resume', 'cover_letter'], { message: 'Choose resume or cover_letter.' });

export const filesRoutes =
  (s: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/files/:id',
      { config: { auth: 'optional' }, schema: { tags, params: idParams } },
      async (req, res) => {
        const { row, data } = await s.files.read(req.params.id, req.auth);
        const inline = row.mime.startsWith('image/') || row.mime === 'application/pdf';
        return res
          .header('content-type', row.mime)
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header(
            'cache-control',
            row.kind.endsWith('_image') ? 'public, max-age=86400' : 'private, no-store',
          )
          .header(
            'content-disposition',
            `${inline ? 'inline' : 'attachment'}; filename="${row.original_name.replace(/"/g, '')}"`,
          )
          .send(data);
      },
    );

    // Profile or cover image (?type=COVER_IMAGE); jpg, jpeg, gif, png checked by content (spec §5).
    app.post(
      '/individual/profile-image',
      {
        config: { auth: 'user' },
        schema: { tags, querystring: z.object({ type: z.string().max(20).optional() }) },
      },
      async (req) => {
        const upload = await readUpload(req, {
          field: 'image',
          accept: ['jpg', 'png', 'gif'],
          maxBytes: 5 * MB,
        });
        const type = req.query.type ?? upload.fields.type;
        const cover = type === COVER_IMAGE;
        const file = await s.files.store(caller(req).userId, cover ? 'cover_image' : 'profile_image', upload);
        const account = await s.accounts.setImage(
          caller(req).userId,
          cover ? 'cover_image' : 'profile_image',
          fileUrl(file.id),
        );
        return ok(
          cover ? 'Your cover image has been updated.' : 'Your profile photo has been updated.',
          account,
        );
      },
    );

    app.get('/individual/resume-letter', { config: { auth: 'user' }, schema: { tags } }, async (req) =>
      ok('Saved resumes and cover letters.', await s.files.attachments(caller(req).userId)),
    );
    app.post('/individual/resume-letter', { config: { auth: 'user' }, schema: { tags } }, async (req) => {
      const upload = await readUpload(req, { accept: ['pdf', 'docx'], maxBytes: 10 * MB });
      const type = attachmentType.safeParse(upload.fields.type ?? 'resume');
      if (!type.success) throw invalid({ type: 'Choose resume or cover_letter.' });
      const file = await s.files.store(caller(req).userId, type.data, upload);
      return ok(
        type.data === 'resume' ? 'Your resume has been saved.' : 'Your cover letter has been saved.',
        toFileView(file),
      );
    });
    app.delete(
      '/individual/resume-letter/:id',
      { config: { auth: 'user' }, schema: { tags, params: idParams } },
      async (req) => {
        const r = await s.files.removeAttachment(caller(req).userId, req.params.id);
        return ok(r.message, r.data);
      },
    );

    // A document (PDF or image) backing a health requirement record; private to its owner.
    app.post(
      '/individual/health-requirement-document',
      { config: { auth: 'user' }, schema: { tags } },
      async (req) => {
        const upload = await readUpload(req, { accept: ['pdf', 'jpg', 'png'], maxBytes: 10 * MB });
        const file = await s.files.store(caller(req).userId, 'health_document', upload);
        return ok('The document has been uploaded.', toFileView(file));
      },
    );
  };
