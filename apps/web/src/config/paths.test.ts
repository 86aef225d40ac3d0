import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it('builds a screen address from its pattern', () => {
    expect(paths.home()).toBe('/');
    expect(paths.signIn()).toBe('/sign-in');
    expect(paths.profile('0196-a')).toBe('/profile/0196-a');
    expect(paths.editPost('0196-a')).toBe('/update-post/0196-a');
  });

  it('keeps an id to its one segment', () => {
    expect(paths.post('a/b?c')).toBe('/posts/a%2Fb%3Fc');
  });
});
