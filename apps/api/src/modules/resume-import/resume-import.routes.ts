import { idParams } from '@hctl/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, reply } from '../../lib/http';
import { caller } from '../../plugins/auth';
import { readUpload } from '../../plugins/uploads';
import type { Services } from '../../services';

const tags = ['resume-import'];

export const resumeImportRoutes =
  (s: Services): FastifyPluginAsyncZod =>
  async (app) => {
    // The spec posts resumes to a third-party parser; HCTL parses them itself (or proxies by config).
    app.post('/individual/resume-import', { config: { auth: 'user' }, schema: { tags } }, async (req) => {
      const upload = await readUpload(req, { accept: ['pdf', 'docx'], maxBytes: 10 * 1024 * 1024 });
      return reply(await s.resumeImport.start(caller(req).userId, upload));
    });
    app.get(
      '/individual/resume-import/:id',
      { config: { auth: 'user' }, schema: { tags, params: idParams } },
      async (req) => ok('Resume import.', await s.resumeImport.get(caller(req).userId, req.params.id)),
    );
  };
