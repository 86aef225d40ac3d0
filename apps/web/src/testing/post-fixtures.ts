import type { Comment, Post, PostListResult } from '@app/contract';

let sequence = 0;
/** A UUID-shaped id, unique within a test run. */
const nextId = (): string => {
  sequence += 1;
  return `01968f5e-7c2a-7b3e-9f1a-${sequence.toString(16).padStart(12, '0')}`;
};

export function makePost(overrides: Partial<Post> = {}): Post {
  return {
    _id: nextId(),
    content: 'A first post',
    visibility: 'public',
    created_at: '2025-01-05T12:00:00.000Z',
    updated_at: '2025-01-05T12:00:00.000Z',
    edited: false,
    author: { _id: nextId(), name: 'Grace Hopper', username: 'grace', profile_pic: '' },
    isMine: false,
    counts: { likes: 0, hugs: 0, shares: 0, comments: 0 },
    viewer: { liked: false, hugged: false, shared: false, saved: false },
    media: [],
    repostedBy: null,
    repostedAt: null,
    mentions: [],
    tags: [],
    ...overrides,
  };
}

export function makeComment(overrides: Partial<Comment> = {}): Comment {
  return {
    _id: nextId(),
    post: nextId(),
    content: 'A comment',
    visibility: 'public',
    created_at: '2025-01-06T12:00:00.000Z',
    author: { _id: nextId(), name: 'Alan Turing', username: 'alan', profile_pic: '' },
    pseudonym: null,
    parent: null,
    replyCount: 0,
    deleted: false,
    mentions: [],
    tags: [],
    isMine: false,
    counts: { likes: 0, hugs: 0 },
    viewer: { liked: false, hugged: false },
    ...overrides,
  };
}

export const postPage = (postList: Post[], nextCursor: string | null = null): PostListResult => ({
  postList,
  nextCursor,
  hasMore: nextCursor !== null,
});

/** A promise the test settles when it wants the stubbed server to answer. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
