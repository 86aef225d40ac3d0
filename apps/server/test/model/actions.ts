import fc from 'fast-check';
import { type Name, type Piece, swap, type World } from './world';

/**
 * Every write the API has, as data: fast-check draws sequences of these and shrinks a
 * failing one to the shortest that still tells the worlds apart. Pieces are chosen by
 * index into those written so far, so a shrunk sequence stays meaningful.
 */
const anyone = fc.constantFrom<Name>('M', 'A', 'B', 'C', 'D');
const member = fc.constantFrom<Name>('A', 'B', 'C', 'D');
/** Writers lean toward the suspects, whose pieces are the ones the worlds swap. */
const writer = fc.constantFrom<Name>('A', 'B', 'A', 'B', 'C', 'D', 'M');
const leaver = fc.constantFrom<Name>('A', 'B', 'A', 'B', 'C', 'D');
const piece = fc.nat(40);
const words = ['garden', 'rain', 'quiet', 'lantern'];

export const actionArbitrary = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      type: fc.constant('post' as const),
      actor: writer,
      anonymous: fc.boolean(),
      word: fc.constantFrom(...words),
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      type: fc.constant('comment' as const),
      actor: writer,
      anonymous: fc.boolean(),
      piece,
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constant('edit' as const),
      piece,
      change: fc.constantFrom('content', 'anonymous', 'public'),
    }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('delete' as const), piece }) },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('react' as const),
      actor: anyone,
      piece,
      kind: fc.constantFrom('like', 'hug', 'share'),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ type: fc.constant('save' as const), actor: anyone, piece }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constantFrom(
        'follow' as const,
        'unfollow' as const,
        'accept' as const,
        'block' as const,
        'unblock' as const,
        'mute' as const,
      ),
      actor: anyone,
      target: anyone,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('profile' as const),
      actor: member,
      change: fc.constantFrom('private', 'public', 'rename'),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('report' as const),
      actor: anyone,
      piece,
      user: fc.option(member, { nil: undefined }),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constant('moderate' as const),
      action: fc.constantFrom('remove', 'suspend', 'unsuspend', 'revoke-anonymous', 'dismiss'),
      piece,
      user: fc.option(member, { nil: undefined }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ type: fc.constant('deleteAccount' as const), actor: leaver }),
  },
);
export type Action = fc.Arbitrary<typeof actionArbitrary extends fc.Arbitrary<infer T> ? T : never>;
export type ActionValue = typeof actionArbitrary extends fc.Arbitrary<infer T> ? T : never;

/** The live piece an index points at in this world, if any. */
function pieceAt(world: World, index: number, kind?: Piece['kind']): Piece | undefined {
  const live = world.pieces.filter((p): p is Piece => p !== null && (!kind || p.kind === kind));
  return live.length === 0 ? undefined : live[index % live.length];
}

/**
 * One step as world `which` performs it: an anonymous piece is written, edited and deleted
 * by the swapped suspect in world 2; every named act is the same in both. Answers what
 * the acting person got back, and which person acted.
 */
export async function perform(world: World, which: 1 | 2, action: ActionValue) {
  const as = (name: Name) => (which === 2 ? swap(name) : name);
  const { inject, ids } = world;
  switch (action.type) {
    case 'post': {
      const actor = action.anonymous ? as(action.actor) : action.actor;
      const answer = await inject(actor, 'POST', '/post/new', {
        content: `${action.word} from someone`,
        visibility: action.anonymous ? 'private' : 'public',
      });
      const id = answer.statusCode === 201 ? answer.json().data.post._id : null;
      world.record(id ? { kind: 'post', id, author: actor, postId: id } : null);
      return { actor, answer };
    }
    case 'comment': {
      const target = pieceAt(world, action.piece);
      const actor = action.anonymous ? as(action.actor) : action.actor;
      if (!target) return { actor, answer: undefined };
      const answer = await inject(actor, 'POST', '/comment/new', {
        comment: {
          content: 'a reply',
          post: target.postId,
          visibility: action.anonymous ? 'private' : 'public',
        },
      });
      const id = answer.statusCode === 201 ? answer.json().data.comment._id : null;
      world.record(id ? { kind: 'comment', id, author: actor, postId: target.postId } : null);
      return { actor, answer };
    }
    case 'edit':
    case 'delete': {
      // Only posts can be edited.
      const target = pieceAt(world, action.piece, action.type === 'edit' ? 'post' : undefined);
      if (!target) return { actor: undefined, answer: undefined };
      const url = `/${target.kind}/${target.id}`;
      if (action.type === 'delete')
        return { actor: target.author, answer: await inject(target.author, 'DELETE', url) };
      const payload =
        action.change === 'content'
          ? { content: 'edited words' }
          : { visibility: action.change === 'anonymous' ? 'private' : 'public' };
      return { actor: target.author, answer: await inject(target.author, 'PUT', url, payload) };
    }
    case 'react':
    case 'save': {
      const target = pieceAt(world, action.piece);
      if (!target) return { actor: action.actor, answer: undefined };
      const url = `/${target.kind}/${target.id}/${action.type}`;
      const kind = action.type === 'react' ? action.kind : undefined;
      if (target.kind === 'comment' && (action.type === 'save' || kind === 'share'))
        return { actor: action.actor, answer: undefined };
      return {
        actor: action.actor,
        answer: await inject(action.actor, 'POST', url, kind ? { kind } : {}),
      };
    }
    case 'follow':
    case 'unfollow':
    case 'block':
    case 'unblock':
    case 'mute': {
      const answer = await inject(action.actor, 'POST', `/user/${action.type}`, {
        userId: ids[action.target],
      });
      return { actor: action.actor, answer };
    }
    case 'accept': {
      const answer = await inject(action.actor, 'POST', '/user/follow-requests/accept', {
        userId: ids[action.target],
      });
      return { actor: action.actor, answer };
    }
    case 'profile': {
      const payload =
        action.change === 'rename'
          ? { name: `${action.actor} renamed` }
          : { isPrivate: action.change === 'private' };
      return {
        actor: action.actor,
        answer: await inject(action.actor, 'PUT', '/user/update', payload),
      };
    }
    case 'report': {
      const target = pieceAt(world, action.piece);
      const payload = action.user
        ? { targetKind: 'user', targetId: ids[action.user], reason: 'spam' }
        : target && { targetKind: target.kind, targetId: target.id, reason: 'hate' };
      if (!payload) return { actor: action.actor, answer: undefined };
      return {
        actor: action.actor,
        answer: await inject(action.actor, 'POST', '/reports', payload),
      };
    }
    case 'moderate': {
      const target = pieceAt(world, action.piece);
      const payload = action.user
        ? { targetKind: 'user', targetId: ids[action.user] }
        : target && { targetKind: target.kind, targetId: target.id };
      if (!payload) return { actor: 'M' as Name, answer: undefined };
      return {
        actor: 'M' as Name,
        answer: await inject('M', 'POST', `/moderation/${action.action}`, payload),
      };
    }
    case 'deleteAccount':
      return {
        actor: action.actor,
        answer: await inject(action.actor, 'DELETE', '/user/me', {
          password: 'a long and unusual passphrase',
        }),
      };
  }
}

/**
 * Whether the acting person may act alike in both worlds. When a suspect acts for an
 * anonymous piece, the two worlds' actors differ; if one of them could not act at all
 * (signed out by a suspension, or unable to see the post, say because its author blocked
 * them, or stripped of anonymous posting by moderation of a piece that once bore their
 * name) the step is skipped in both, as neither person could have been the one who tried.
 */
export async function actsAlike(one: World, two: World, action: ActionValue): Promise<boolean> {
  const authorOf = (world: World, index: number) =>
    pieceAt(world, index, action.type === 'edit' ? 'post' : undefined);
  let actors: [Name, Name] | undefined;
  let postIds: [string | undefined, string | undefined] = [undefined, undefined];
  if ((action.type === 'post' || action.type === 'comment') && action.anonymous)
    actors = [action.actor, swap(action.actor)];
  if (action.type === 'comment') {
    postIds = [authorOf(one, action.piece)?.postId, authorOf(two, action.piece)?.postId];
  }
  if (action.type === 'edit' || action.type === 'delete') {
    const [p1, p2] = [authorOf(one, action.piece), authorOf(two, action.piece)];
    if (!p1 || !p2) return true;
    actors = [p1.author, p2.author];
    postIds = [p1.postId, p2.postId];
  }
  if (!actors || actors[0] === actors[1]) return true;
  const probe = async (world: World, actor: Name, postId: string | undefined) => {
    // Signed in, and (for a new anonymous piece) still allowed to write anonymously.
    const answer = await world.inject(actor, 'GET', '/user/me');
    const me = `${answer.statusCode}:${answer.statusCode === 200 ? answer.json().data.user.canPostAnonymously : ''}`;
    const post = postId ? (await world.inject(actor, 'GET', `/post/${postId}`)).statusCode : 0;
    const piece = action.type === 'delete' ? pieceAt(world, action.piece) : undefined;
    const comment =
      piece?.kind === 'comment'
        ? (
            await world.inject(actor, 'POST', '/comment/list', {
              filters: { post: piece.postId },
              pageSize: 100,
            })
          ).body.includes(piece.id)
        : true;
    return `${me}/${post}/${comment}`;
  };
  return (await probe(one, actors[0], postIds[0])) === (await probe(two, actors[1], postIds[1]));
}
