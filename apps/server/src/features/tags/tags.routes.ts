import { successEnvelope, tagMessages, trendingTagsResultSchema } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { listTrendingTags } from './tags.service';

const tags = ['tags'];

export const tagsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tags/trending',
    { schema: { tags, response: { 200: successEnvelope(trendingTagsResultSchema) } } },
    async () => ok(tagMessages.trendingTags, await listTrendingTags(app.db)),
  );
};
