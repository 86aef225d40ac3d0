import type { User } from '@app/contract';
import { fail, ok, type StubRequest, stubFetch } from '@/testing/fetch-stub';
import { makeUser } from '@/testing/fixtures';

export const me = makeUser({
  _id: '01968f5e-0000-7000-8000-000000000001',
  name: 'Ada Lovelace',
  username: 'ada',
  email: 'ada@example.com',
  phone: '',
  showContact: false,
  viewer: {
    isSelf: true,
    following: false,
    requested: false,
    followsYou: false,
    blocking: false,
    muting: false,
  },
});

export const stranger = (overrides: Partial<User> = {}): User =>
  makeUser({
    _id: '01968f5e-0000-7000-8000-000000000002',
    name: 'Grace Hopper',
    username: 'grace',
    viewer: {
      isSelf: false,
      following: false,
      requested: false,
      followsYou: false,
      blocking: false,
      muting: false,
    },
    ...overrides,
  });

type Routes = Record<string, (request: StubRequest) => Response | Promise<Response>>;

/**
 * Signs `me` in and answers the API by "METHOD /path"; /user/me is answered unless a route
 * says otherwise, everything else answers 404.
 */
export function stubUsersApi(routes: Routes = {}) {
  window.localStorage.setItem('token', 'secret-token');
  window.localStorage.setItem('userId', me._id);
  return stubFetch((request) => {
    const path = request.path.replace('/api/v1', '');
    const handler = routes[`${request.method} ${path}`];
    if (handler) return handler(request);
    if (request.method === 'GET' && path === '/user/me') return ok({ user: me });
    if (request.method === 'GET' && path === '/user/follow-requests') return ok({ userList: [] });
    if (request.method === 'GET' && path === '/user/blocked') return ok({ userList: [] });
    if (request.method === 'POST' && path === '/post/list') {
      return ok({ postList: [], nextCursor: null, hasMore: false });
    }
    return fail(404, 'NOT_FOUND', 'Not found');
  });
}
