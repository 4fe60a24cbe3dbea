import type { Resource, Role } from '@kg/contracts/access';

/** The sections of spec 1 §2, in the order they appear. */
export type MenuSectionKey = 'main' | 'kindergarten' | 'platform' | 'resources' | 'admin';

/** The entries that show an unread counter (spec 1 §2). */
export type MenuBadge = 'noticeBoard' | 'messages' | 'calendar' | 'polls';
export type MenuCounters = Partial<Record<MenuBadge, number>>;

/** The icons an entry may name (app/shell/menu-icons.tsx maps each to its component). */
export type MenuIconName =
  | 'home'
  | 'noticeBoard'
  | 'messages'
  | 'calendar'
  | 'polls'
  | 'references'
  | 'kindergarten'
  | 'platform'
  | 'resources'
  | 'admin'
  | 'other';

/** One entry as an area declares it. An entry with children is a submenu; its `path` is the prefix of its pages. */
export interface MenuEntry {
  /** Unique across the menu. */
  key: string;
  label: string;
  path: string;
  icon?: MenuIconName;
  /** Read access on this resource shows the entry (§6 "items shown if they have read rights"). */
  resource?: Resource;
  /** §6 rules the access list does not express: shown only to these roles… */
  onlyFor?: readonly Role[];
  /** …or never to these (e.g. the kitchen for a parent, who can read the menu but has no kitchen pages). */
  hiddenFor?: readonly Role[];
  badge?: MenuBadge;
  children?: MenuEntry[];
}

/** A top-level entry with the section it goes in and its place there (lower first; ties keep the registry's order). */
export interface SectionEntry extends MenuEntry {
  section: MenuSectionKey;
  order?: number;
}
