import type { CommentListResult, PostListResult, SuggestionsResult } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { makePost } from '@/testing/post-fixtures';
import { ApiError } from './api-client';
import { nextCursorOf, readList, readPostList } from './read-list';

const refused = {
  status: 200,
  code: 'BAD_RESPONSE',
  message: 'Invalid response format from server',
};

describe('readList', () => {
  it('hands back an answer whose list is an array', () => {
    const answer: Partial<SuggestionsResult> = { userList: [] };
    expect(readList(answer, 'userList')).toBe(answer);
  });

  it.each([
    ['no answer', undefined],
    ['null', null],
    ['an answer without the list', { users: [] }],
    ['a list that is not an array', { userList: { 0: 'ann' } }],
    ['a null list', { userList: null }],
  ])('refuses %s with an ApiError', (_, answer) => {
    const read = () => readList(answer as Partial<SuggestionsResult> | undefined, 'userList');
    expect(read).toThrow(ApiError);
    expect(read).toThrow(expect.objectContaining(refused));
  });
});

describe('readPostList', () => {
  it('fills in the paging fields an answer leaves out', () => {
    const post = makePost();
    expect(readPostList({ postList: [post] })).toEqual({
      postList: [post],
      nextCursor: null,
      hasMore: false,
    });
  });

  it('refuses an answer without an array of posts', () => {
    expect(() => readPostList({ posts: [] })).toThrow(expect.objectContaining(refused));
  });
});

describe('nextCursorOf', () => {
  it('gives the next cursor only while there is more', () => {
    const page: PostListResult = { postList: [], nextCursor: 'c2', hasMore: true };
    expect(nextCursorOf(page)).toBe('c2');
    expect(nextCursorOf({ ...page, hasMore: false })).toBeUndefined();
    expect(nextCursorOf({ ...page, nextCursor: null })).toBeUndefined();
  });

  it('pages a comment thread as it pages posts', () => {
    const page: CommentListResult = { commentList: [], total: 0, nextCursor: 'c2', hasMore: true };
    expect(nextCursorOf(page)).toBe('c2');
    expect(nextCursorOf({ ...page, hasMore: false })).toBeUndefined();
  });
});
