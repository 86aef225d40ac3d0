import type { User } from '@app/contract';

/** What the main layout needs from the session; the app's route passes it in. */
export type LayoutSession = {
  user: User | null | undefined;
  onSignOut: (options: { reload: boolean }) => void;
  isSigningOut: boolean;
  /** Unread notification groups, for the badge. */
  unread?: number | undefined;
};
