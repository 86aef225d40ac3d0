import { limits, messages } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { commentKeys, postKeys } from '@/lib/query-keys';
import { fail, ok, stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render-app';
import { MutedWordsSection } from './muted-words-section';

function stubWords(initial: string[]) {
  let words = [...initial];
  return stubFetch(({ method, path, body }) => {
    const word = (body as { word?: string } | undefined)?.word ?? '';
    if (method === 'GET' && path === '/api/v1/user/muted-words') return ok({ words });
    if (path === '/api/v1/user/muted-words') words = [...words, word.trim()];
    else if (path === '/api/v1/user/muted-words/remove') words = words.filter((w) => w !== word);
    else return fail(404, 'NOT_FOUND', 'Not found');
    return ok({ words });
  });
}

describe('MutedWordsSection', () => {
  it('adds and removes words, and makes every post and comment list load again', async () => {
    const { calls } = stubWords([]);
    const { user, queryClient } = renderWithProviders(<MutedWordsSection />);
    queryClient.setQueryData(postKeys.list({ feed: 'all' }), { pages: [], pageParams: [] });
    queryClient.setQueryData(postKeys.popular('all'), { pages: [], pageParams: [] });
    queryClient.setQueryData(commentKeys.list('post-1'), { pages: [], pageParams: [] });

    expect(await screen.findByText('You have not muted any words.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Word or phrase'), '  spoilers ');
    await user.click(screen.getByRole('button', { name: 'Mute' }));

    const list = await screen.findByRole('list', { name: messages.mutedWords });
    expect(within(list).getByText('spoilers')).toBeInTheDocument();
    expect(screen.getByLabelText('Word or phrase')).toHaveValue('');
    expect(screen.getByText(`1 of ${limits.mutedWordsMax} muted`)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ word: 'spoilers' });
    for (const key of [
      postKeys.list({ feed: 'all' }),
      postKeys.popular('all'),
      commentKeys.list('post-1'),
    ])
      expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Unmute spoilers' }));
    expect(await screen.findByText('You have not muted any words.')).toBeInTheDocument();
    expect(calls.at(-1)).toEqual(
      expect.objectContaining({
        path: '/api/v1/user/muted-words/remove',
        body: { word: 'spoilers' },
      }),
    );
  });

  it('checks the word with the contract before sending it', async () => {
    const { calls } = stubWords([]);
    const { user } = renderWithProviders(<MutedWordsSection />);

    await screen.findByText('You have not muted any words.');
    await user.click(screen.getByRole('button', { name: 'Mute' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Word or phrase')).toHaveAccessibleDescription(
        messages.mutedWordRequired,
      ),
    );
    expect(screen.getByLabelText('Word or phrase')).toHaveAttribute(
      'maxlength',
      String(limits.mutedWordMax),
    );
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('stops taking words at the limit', async () => {
    stubWords(Array.from({ length: limits.mutedWordsMax }, (_, i) => `word${i}`));
    renderWithProviders(<MutedWordsSection />);

    expect(
      await screen.findByText(`${limits.mutedWordsMax} of ${limits.mutedWordsMax} muted`),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Word or phrase')).toBeDisabled();
    expect(screen.getByLabelText('Word or phrase')).toHaveAccessibleDescription(
      messages.tooManyMutedWords,
    );
    expect(screen.getByRole('button', { name: 'Mute' })).toBeDisabled();
  });
});
