import {
  accountView,
  COVER_IMAGE,
  envelope,
  errorEnvelope,
  idParams,
  messageOnly,
  savedAttachmentsView,
  uploadedFileView,
} from '@hctl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalid } from '../../lib/errors';
import { ok, reply } from '../../lib/http';
import { caller } from '../../plugins/auth';
import { binaryResponse } from '../../plugins/responses';
import { readUpload } from '../../plugins/uploads';
import { downloadHeaders } from './files.mapper';
import type { FilesService } from './files.service';
import type { ProfileImagesService } from './profile-images.service';

const tags = ['files'];
const MB = 1024 * 1024;
const attachmentType = z.enum(['resume', 'cover_letter'], { message: 'Choose resume or cover_letter.' });
/** An upload can be refused as not multipart (415) or as the wrong, empty or too big file (422). */
const uploadErrors = { 415: errorEnvelope, 422: errorEnvelope };
const savedFile = { 200: envelope(uploadedFileView), ...uploadErrors };
/** Resumes, cover letters and health documents belong to an individual's profile. */
const individualOnly = { auth: 'individual' as const };
// Read as plain strings: a malformed link is answered like a forged one (404), not with a hint.
const linkPart = z.string().max(200).optional();
const fileLinkQuery = z.object({ viewer: linkPart, exp: linkPart, sig: linkPart });

export const filesRoutes =
  (s: { files: FilesService; profileImages: ProfileImagesService }): FastifyPluginAsyncZod =>
  async (app) => {
    // The answer is the file's bytes, not JSON: no 200 view (only the error envelopes).
    app.get(
      '/files/:id',
      {
        config: { auth: 'optional' },
        schema: {
          tags,
          operationId: 'getFile',
          summary: 'The bytes of an uploaded file, for whoever may read it (bearer token or signed link)',
          params: idParams,
          // A signed link (as the API returns private file URLs): who it was issued to, until when.
          querystring: fileLinkQuery,
          response: { 200: binaryResponse('The file, sent with its own content type') },
        },
      },
      async (req, res) => {
        const { row, data } = await s.files.read(req.params.id, req.auth, req.query);
        return res.headers(downloadHeaders(row)).send(data);
      },
    );

    // Profile or cover image (?type=COVER_IMAGE); jpg, jpeg, gif, png checked by content (spec §5).
    app.post(
      '/individual/profile-image',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          operationId: 'uploadProfileImage',
          summary: "Upload the caller's profile photo, or cover image with type=COVER_IMAGE",
          querystring: z.object({ type: z.string().max(20).optional() }),
          response: { 200: envelope(accountView), ...uploadErrors },
        },
      },
      async (req) => {
        const upload = await readUpload(req, {
          field: 'image',
          accept: ['jpg', 'png', 'gif'],
          maxBytes: 5 * MB,
        });
        const cover = (req.query.type ?? upload.fields.type) === COVER_IMAGE;
        return reply(await s.profileImages.set(caller(req).userId, cover, upload));
      },
    );

    app.get(
      '/individual/resume-letter',
      {
        config: individualOnly,
        schema: {
          tags,
          operationId: 'listSavedAttachments',
          summary: "The caller's saved resumes and cover letters",
          response: { 200: envelope(savedAttachmentsView) },
        },
      },
      async (req) => ok('Saved resumes and cover letters.', await s.files.attachments(caller(req).userId)),
    );
    app.post(
      '/individual/resume-letter',
      {
        config: individualOnly,
        schema: {
          tags,
          operationId: 'saveAttachment',
          summary: 'Save a resume or cover letter (PDF or DOCX) to apply with later',
          response: savedFile,
        },
      },
      async (req) => {
        const upload = await readUpload(req, { accept: ['pdf', 'docx'], maxBytes: 10 * MB });
        const type = attachmentType.safeParse(upload.fields.type ?? 'resume');
        if (!type.success) throw invalid({ type: 'Choose resume or cover_letter.' });
        return reply(await s.files.saveAttachment(caller(req).userId, type.data, upload));
      },
    );
    app.delete(
      '/individual/resume-letter/:id',
      {
        config: individualOnly,
        schema: {
          tags,
          operationId: 'deleteSavedAttachment',
          summary: "Delete one of the caller's saved resumes or cover letters",
          params: idParams,
          response: { 200: messageOnly },
        },
      },
      async (req) => reply(await s.files.removeAttachment(caller(req).userId, req.params.id)),
    );

    app.post(
      '/individual/health-requirement-document',
      {
        config: individualOnly,
        schema: {
          tags,
          operationId: 'uploadHealthRequirementDocument',
          summary: 'Upload a document (PDF or image) to attach to a health requirement record',
          response: savedFile,
        },
      },
      async (req) => {
        const upload = await readUpload(req, { accept: ['pdf', 'jpg', 'png'], maxBytes: 10 * MB });
        return reply(await s.files.saveHealthDocument(caller(req).userId, upload));
      },
    );
  };
