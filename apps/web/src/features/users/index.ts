/**
 * What other features may use of users: muting, and the menu on someone's post or comment
 * (or its items, for a menu that holds more).
 */
export { useMutedUsers } from './api/get-muted-users';
export { type MuteTarget, useSetMuted } from './api/mute-user';
export { ContentMenu } from './components/content-menu';
export { PersonRow } from './components/person-row';
export { useReportAndMute } from './hooks/use-report-and-mute';
