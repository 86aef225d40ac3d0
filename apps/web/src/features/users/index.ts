/** What other features may use of users: muting, and the menu on someone's post or comment. */
export { useMutedUsers } from './api/get-muted-users';
export { useSetMuted } from './api/mute-user';
export { ContentMenu } from './components/content-menu';
export { PersonRow } from './components/person-row';
