import { envelope, errorEnvelope, idParams, resumeImportView } from '@hctl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, reply } from '../../lib/http';
import { caller } from '../../plugins/auth';
import { readUpload } from '../../plugins/uploads';
import type { ResumeImportService } from './resume-import.service';

const tags = ['resume-import'];
const response = { 200: envelope(resumeImportView) };

export const resumeImportRoutes =
  (s: { resumeImport: ResumeImportService }): FastifyPluginAsyncZod =>
  async (app) => {
    // The spec posts resumes to a third-party parser; HCTL parses them itself (or proxies by config).
    app.post(
      '/individual/resume-import',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          operationId: 'startResumeImport',
          summary: 'Upload a resume (PDF or DOCX) to propose profile sections from it',
          // Not multipart (415), or the wrong, empty or too big file (422).
          response: { ...response, 415: errorEnvelope, 422: errorEnvelope },
        },
      },
      async (req) => {
        const upload = await readUpload(req, { accept: ['pdf', 'docx'], maxBytes: 10 * 1024 * 1024 });
        return reply(await s.resumeImport.start(caller(req).userId, upload));
      },
    );
    app.get(
      '/individual/resume-import/:id',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          operationId: 'getResumeImport',
          summary: "A resume import's status and, once read, its proposed sections",
          params: idParams,
          response,
        },
      },
      async (req) => ok('Resume import.', await s.resumeImport.get(caller(req).userId, req.params.id)),
    );
  };
