import { successEnvelope } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerSerializer } from './answer-serializer';

const author = z.object({ _id: z.string(), name: z.string(), profile_pic: z.string().nullable() });
const answer = successEnvelope(
  z.object({
    postList: z.array(z.object({ _id: z.string(), author: author.optional(), likes: z.number() })),
    nextCursor: z.string().nullable(),
  }),
);

describe('answerSerializer', () => {
  const serialize = answerSerializer(answer);

  it('writes only what the schema names, at every depth', () => {
    const written = JSON.parse(
      serialize({
        success: true,
        message: 'ok',
        data: {
          postList: [
            {
              _id: 'p1',
              likes: 2,
              author_id: 'secret-author',
              author: { _id: 'u1', name: 'Ann', profile_pic: null, email: 'ann@example.com' },
            },
            { _id: 'p2', likes: 0, author_id: 'another-secret' },
          ],
          nextCursor: null,
          total: 99,
        },
        stack: 'at somewhere',
      }),
    );
    expect(written).toEqual({
      success: true,
      message: 'ok',
      data: {
        postList: [
          { _id: 'p1', likes: 2, author: { _id: 'u1', name: 'Ann', profile_pic: null } },
          { _id: 'p2', likes: 0 },
        ],
        nextCursor: null,
      },
    });
  });

  it('fails an answer that lacks a field the schema requires', () => {
    expect(() =>
      serialize({
        success: true,
        message: 'ok',
        data: { postList: [{ _id: 'p1' }], nextCursor: null },
      }),
    ).toThrow(/likes/);
  });
});
