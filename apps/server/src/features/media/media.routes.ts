import { mediaLimits, mediaMessages, mediaResultSchema, successEnvelope } from '@app/contract';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, badRequest } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { uploadMedia } from './media.service';

const tags = ['media'];

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  // One file and nothing else; the size limit is one byte over, so that the check by bytes
  // answers with the image's own message.
  await app.register(multipart, {
    limits: { fileSize: mediaLimits.maxBytes + 1, files: 1, fields: 0, parts: 1 },
  });

  app.post(
    '/media',
    {
      config: { listChanges: 'nothing' },
      bodyLimit: mediaLimits.maxBytes + 64 * 1024,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        response: { 201: successEnvelope(mediaResultSchema) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest(mediaMessages.mediaFileRequired);
      const file = await request.file();
      if (!file) throw badRequest(mediaMessages.mediaFileRequired);
      const bytes = await file.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError(413, 'PAYLOAD_TOO_LARGE', mediaMessages.mediaTooLarge);
        throw error;
      });
      const media = await uploadMedia(app.db, app.media, request.viewer.userId, bytes);
      return reply.status(201).send(ok(mediaMessages.mediaUploaded, { media }));
    },
  );
};
