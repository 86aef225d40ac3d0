import type { SuggestionsResult } from '@app/contract';
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

  it('gives the next cursor only while there is more', () => {
    expect(nextCursorOf({ postList: [], nextCursor: 'c2', hasMore: true })).toBe('c2');
    expect(nextCursorOf({ postList: [], nextCursor: 'c2', hasMore: false })).toBeUndefined();
    expect(nextCursorOf({ postList: [], nextCursor: null, hasMore: true })).toBeUndefined();
  });
});
