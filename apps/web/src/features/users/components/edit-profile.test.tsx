import { messages, type User } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userKeys } from '@/lib/query-keys';
import { fail, ok } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/render-app';
import { me, stranger, stubUsersApi } from '@/testing/users-api-stub';
import { pictureTexts, usersTexts } from '../texts';

const pictureInput = () => screen.getByLabelText('Profile photo');

/** What a browser's drop event carries: react-dropzone reads the items, as Chromium gives them. */
const droppedFiles = (files: File[]) => ({
  dataTransfer: {
    files,
    types: ['Files'],
    items: files.map((file) => ({ kind: 'file', type: file.type, getAsFile: () => file })),
  },
});

/**
 * The picture field's alert says this. The field reads files asynchronously, so the alert of
 * the previous pick may still be showing when the next is made: wait for the text, not the role.
 */
const alertSays = (text: string) =>
  waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text));
describe('Edit Profile', () => {
  it('lets only the owner in', async () => {
    stubUsersApi();
    renderApp(`/update-profile/${stranger()._id}`);

    expect(await screen.findByText(messages.onlyEditOwnProfile)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update Profile' })).not.toBeInTheDocument();
  });

  it("shows the fields, and 'Name is required' for an empty name", async () => {
    const { calls } = stubUsersApi();
    const { user } = renderApp(`/update-profile/${me._id}`);

    const name = await screen.findByLabelText('Name');
    expect(screen.getByLabelText('Username')).toBeDisabled();
    expect(screen.getByLabelText('Username')).toHaveValue('ada');
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByLabelText('Phone')).toHaveAttribute('placeholder', 'Optional');
    expect(screen.getByLabelText('Bio')).toHaveAttribute('placeholder', 'Tell us about yourself');
    expect(screen.getByRole('switch', { name: 'Private Account' })).not.toBeChecked();
    expect(
      screen.getByRole('switch', { name: 'Show e-mail and phone on my profile' }),
    ).not.toBeChecked();
    expect(screen.getByText(usersTexts.changePhoto)).toBeInTheDocument();

    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));

    expect(await screen.findByLabelText('Name')).toHaveAccessibleDescription(messages.nameRequired);
    expect(calls.some((call) => call.path === '/api/v1/user/update')).toBe(false);
  });

  it('refuses a file that is not png or jpeg, several at once or too large; takes one dropped', async () => {
    stubUsersApi();
    renderApp(`/update-profile/${me._id}`);
    await screen.findByLabelText('Name');

    const gif = new File(['GIF89a'], 'cat.gif', { type: 'image/gif' });
    fireEvent.change(pictureInput(), { target: { files: [gif] } });
    await alertSays(pictureTexts.wrongType);
    expect(pictureTexts.wrongType).toBe('File type must be image/png, image/jpeg');

    const png = new File(['png'], 'a.png', { type: 'image/png' });
    fireEvent.drop(pictureInput().parentElement as HTMLElement, droppedFiles([png, png]));
    await alertSays(messages.tooManyFiles);

    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(pictureInput(), { target: { files: [huge] } });
    await alertSays('File is larger than 5242880 bytes');

    fireEvent.drop(pictureInput().parentElement as HTMLElement, droppedFiles([png]));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('saves as JSON, merges the user into the session and opens the profile', async () => {
    const { calls } = stubUsersApi({
      'PUT /user/update': ({ body }) =>
        ok({ user: { ...me, ...(body as Partial<User>), profile_pic: '' } }),
    });
    const { user, router, queryClient } = renderApp(`/update-profile/${me._id}`);

    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Ada King');
    await user.type(screen.getByLabelText('Bio'), 'Poetical science');
    await user.click(screen.getByRole('switch', { name: 'Private Account' }));
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/profile/${me._id}`));
    expect(await screen.findByText(usersTexts.profileUpdated)).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/v1/user/update')?.body).toEqual({
      userId: me._id,
      name: 'Ada King',
      bio: 'Poetical science',
      phone: '',
      isPrivate: true,
      showContact: false,
    });
    expect(queryClient.getQueryData<User>(userKeys.me())?.name).toBe('Ada King');
  });

  it('sends multipart with the chosen picture', async () => {
    const { calls } = stubUsersApi({
      'PUT /user/update': () => ok({ user: { ...me, profile_pic: '/media/avatars/x/y-400.jpg' } }),
    });
    const { user, queryClient } = renderApp(`/update-profile/${me._id}`);
    await screen.findByLabelText('Name');

    const png = new File(['png'], 'me.png', { type: 'image/png' });
    await user.upload(pictureInput(), png);
    expect(screen.getByRole('button', { name: 'Remove photo' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));

    await waitFor(() =>
      expect(queryClient.getQueryData<User>(userKeys.me())?.profile_pic).toBe(
        '/media/avatars/x/y-400.jpg',
      ),
    );
    const body = calls.find((call) => call.path === '/api/v1/user/update')?.body;
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(form.get('isPrivate')).toBe('false');
    expect(form.get('name')).toBe('Ada Lovelace');
    expect((form.get('file') as File).name).toBe('me.png');
  });

  it('puts field errors under their fields and toasts other failures', async () => {
    let answer = () =>
      fail(400, 'VALIDATION_ERROR', messages.validationFailed, [
        { path: 'phone', message: messages.phoneCharacters },
      ]);
    stubUsersApi({ 'PUT /user/update': () => answer() });
    const { user } = renderApp(`/update-profile/${me._id}`);
    await screen.findByLabelText('Name');

    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(messages.phoneCharacters),
    );

    answer = () => fail(500, 'INTERNAL_ERROR', messages.internalError);
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText(usersTexts.updateFailed)).toBeInTheDocument();
    expect(await screen.findByText(usersTexts.updateFailedDescription)).toBeInTheDocument();
  });

  it('deletes the account after the password, then signs out to /sign-in', async () => {
    let deleted = false;
    const { calls } = stubUsersApi({
      'DELETE /user/me': ({ body }) => {
        if ((body as { password: string }).password !== 'right-password') {
          return fail(400, 'VALIDATION_ERROR', messages.validationFailed, [
            { path: 'password', message: messages.passwordIncorrect },
          ]);
        }
        deleted = true;
        return ok({});
      },
      'POST /auth/logout': () => fail(401, 'UNAUTHORIZED', messages.notAuthenticated),
    });
    const { user, router } = renderApp(`/update-profile/${me._id}`);

    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete your account?' });
    // What happens to anonymous writing is said before anything is deleted (rule 14).
    expect(dialog).toHaveAccessibleDescription(
      `${messages.deleteAccountAnonymousNotice} Enter your password to confirm.`,
    );
    const password = within(dialog).getByLabelText('Password');
    await user.type(password, 'wrong-password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription(messages.passwordIncorrect));

    await user.clear(password);
    await user.type(password, 'right-password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(deleted).toBe(true);
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(2);
  });
});
