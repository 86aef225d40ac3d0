import type { TrendingTagsResult } from '@app/contract';
import type { Db } from '../../db/database';
import { trendingTags } from './tags.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const TRENDING = 10;

/**
 * The same for every viewer: a count of people, never who they are, and never shaped by
 * whom the viewer follows or blocked (which would let an answer differ with an anonymous
 * post's author, rule 15).
 */
export async function listTrendingTags(db: Db, now = Date.now()): Promise<TrendingTagsResult> {
  const since = new Date(now - DAY_MS).toISOString();
  return { tags: await trendingTags(db, since, TRENDING) };
}
