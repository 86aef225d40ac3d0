/**
 * What other features may use of users: muting, the menu on someone's post or comment
 * (or its items, for a menu that holds more), people to follow, and the '@' autocomplete
 * of the post and comment boxes.
 */
export { useMutedUsers } from './api/get-muted-users';
export { type MuteTarget, useSetMuted } from './api/mute-user';
export { ContentMenu } from './components/content-menu';
export { MentionListbox } from './components/mention-listbox';
export { PersonRow } from './components/person-row';
export { WhoToFollow } from './components/who-to-follow';
export { useMentionAutocomplete } from './hooks/use-mention-autocomplete';
export { useReportAndMute } from './hooks/use-report-and-mute';
