import { messages } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok, stubFetch } from '@/testing/fetch-stub';
import { makePost } from '@/testing/post-fixtures';
import { renderWithProviders } from '@/testing/render-app';
import { PostCard } from './post-card';

// The toasts' region loads with the first toast.
const toastRegion = () => screen.findByRole('region', { name: /Notifications/ });

describe('Post menu: report and mute', () => {
  it('reports a post with a reason and a note, then thanks the reporter', async () => {
    const post = makePost();
    const { calls } = stubFetch(({ path }) =>
      path === '/api/v1/reports' ? ok({ report: { _id: 'r1', status: 'open' } }, 201) : ok({}),
    );
    const { user } = renderWithProviders(<PostCard post={post} />);

    await user.click(screen.getByRole('button', { name: "More actions for Grace Hopper's post" }));
    await user.click(screen.getByRole('menuitem', { name: 'Report post' }));
    const dialog = screen.getByRole('dialog', { name: 'Report this post' });
    const radios = within(dialog).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
      'spam',
      'harassment',
      'hate',
      'self-harm',
      'other',
    ]);
    expect(within(dialog).getByRole('radio', { name: 'Self-harm' })).toBeInTheDocument();

    // A reason is required.
    await user.click(within(dialog).getByRole('button', { name: 'Submit report' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a reason');
    expect(calls).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: 'Harassment' }));
    await user.type(within(dialog).getByLabelText('Note (optional)'), '  Keeps at it  ');
    expect(within(dialog).getByText('11/500')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Submit report' }));

    expect(await within(await toastRegion()).findByText(messages.reported)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/v1/reports')?.body).toEqual({
      targetKind: 'post',
      targetId: post._id,
      reason: 'harassment',
      note: 'Keeps at it',
    });
  });

  it('keeps the dialog open and says why when the report fails', async () => {
    stubFetch(() => fail(404, 'NOT_FOUND', 'Not found'));
    const { user } = renderWithProviders(<PostCard post={makePost()} />);

    await user.click(screen.getByRole('button', { name: /More actions/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Report post' }));
    await user.click(screen.getByRole('radio', { name: 'Spam' }));
    await user.click(screen.getByRole('button', { name: 'Submit report' }));

    const dialog = screen.getByRole('dialog', { name: 'Report this post' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `${messages.reportFailed}. Not found`,
    );
  });

  it('offers no mute for an anonymous post, and only Copy link on my own post', async () => {
    const anonymous = makePost({ author: null, visibility: 'private' });
    const { unmount } = renderWithProviders(<PostCard post={anonymous} />);
    expect(
      screen.getByRole('button', { name: 'More actions for this anonymous post' }),
    ).toBeInTheDocument();
    unmount();

    const { user } = renderWithProviders(<PostCard post={makePost({ isMine: true })} />);
    await user.click(screen.getByRole('button', { name: 'More actions for your post' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Copy link']);
  });

  it('lists Copy link and Report, and no Mute, for an anonymous post', async () => {
    const { user } = renderWithProviders(
      <PostCard post={makePost({ author: null, visibility: 'private' })} />,
    );
    await user.click(screen.getByRole('button', { name: /More actions/ }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Copy link',
      'Report post',
    ]);
  });

  it("copies the post's link, which reposts nothing", async () => {
    const post = makePost();
    const { calls } = stubFetch(() => ok({}));
    const { user } = renderWithProviders(<PostCard post={post} />);

    await user.click(screen.getByRole('button', { name: "More actions for Grace Hopper's post" }));
    await user.click(screen.getByRole('menuitem', { name: 'Copy link' }));

    expect(await within(await toastRegion()).findByText('Link copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/posts/${post._id}`,
    );
    expect(calls).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Repost 0' })).toBeInTheDocument();
  });

  it('mutes a named author, refreshes the posts and can undo', async () => {
    const post = makePost();
    const { calls } = stubFetch(() => ok({}));
    const { user, queryClient } = renderWithProviders(<PostCard post={post} />);
    queryClient.setQueryData(['posts', 'list', {}], { pages: [], pageParams: [] });

    await user.click(screen.getByRole('button', { name: /More actions/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Mute @grace' }));

    expect(await within(await toastRegion()).findByText('Muted @grace')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/v1/user/mute')?.body).toEqual({
      userId: post.author?._id,
    });
    await waitFor(() =>
      expect(queryClient.getQueryState(['posts', 'list', {}])?.isInvalidated).toBe(true),
    );

    await user.click(within(await toastRegion()).getByRole('button', { name: 'Undo' }));
    expect(await within(await toastRegion()).findByText('Unmuted @grace')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/v1/user/unmute')?.body).toEqual({
      userId: post.author?._id,
    });
  });
});
