import type { User } from '@app/contract';
import {
  Bell,
  Bookmark,
  Compass,
  House,
  type LucideIcon,
  Settings,
  ShieldCheck,
  SquarePlus,
  Users,
} from 'lucide-react';
import { paths } from '@/config/paths';

export type NavItem = {
  to: string;
  label: string;
  /** The bottom bar's shorter label. */
  shortLabel: string;
  icon: LucideIcon;
  /** Shows the unread count. */
  badge?: boolean;
  /** Left out of the crowded bottom bar; small screens reach it from the top bar. */
  sidebarOnly?: boolean;
  /** Shown only to moderators (the page itself checks again, as does the API). */
  moderatorOnly?: boolean;
};

/**
 * The seed's five links, Notifications and Settings, shared by the sidebar and the bottom bar,
 * and Moderation for moderators.
 */
export const navItems: readonly NavItem[] = [
  { to: paths.home(), label: 'Home', shortLabel: 'Home', icon: House },
  { to: paths.explore(), label: 'Explore', shortLabel: 'Explore', icon: Compass },
  { to: paths.allUsers(), label: 'People', shortLabel: 'People', icon: Users },
  { to: paths.saved(), label: 'Saved', shortLabel: 'Saved', icon: Bookmark },
  { to: paths.createPost(), label: 'Create Post', shortLabel: 'Create', icon: SquarePlus },
  {
    to: paths.notifications(),
    label: 'Notifications',
    shortLabel: 'Alerts',
    icon: Bell,
    badge: true,
  },
  {
    to: paths.moderation(),
    label: 'Moderation',
    shortLabel: 'Moderation',
    icon: ShieldCheck,
    sidebarOnly: true,
    moderatorOnly: true,
  },
  {
    to: paths.settings(),
    label: 'Settings',
    shortLabel: 'Settings',
    icon: Settings,
    sidebarOnly: true,
  },
];

export const isModerator = (user: Pick<User, 'role'> | null | undefined): boolean =>
  user?.role === 'moderator';

/** The links this user may follow: moderators also see Moderation. */
export const navItemsFor = (user: Pick<User, 'role'> | null | undefined): readonly NavItem[] =>
  navItems.filter((item) => !item.moderatorOnly || isModerator(user));

/** The bottom bar has room for six; the top bar carries the rest. */
export const bottomBarItems = navItems.filter((item) => !item.sidebarOnly);

/**
 * A link with a badge says how many are unread in its name, so a screen reader hears the
 * badge too; other links are named by their visible text alone.
 */
export const navLabel = (
  item: NavItem,
  text: string,
  unread: number | undefined,
): string | undefined => (item.badge && unread ? `${text}, ${unread} unread` : undefined);
