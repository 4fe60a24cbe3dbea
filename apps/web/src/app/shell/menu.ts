import type { Partner } from '@kg/contracts';
import { type AccessEntry, allows, Resource, Role } from '@kg/contracts/access';
import type { MenuCounters, MenuEntry, MenuIconName, MenuSectionKey, SectionEntry } from '../../shared/routing/menu-entry';

/**
 * The side menu as data (spec 1 §2 "Top bar and side menu", §6 "Roles and permissions").
 *
 * Areas contribute their entries next to their routes (`areas/<area>/routes.tsx`, collected in
 * `app/shell/menu-registry.ts`), so the menu only ever lists pages that exist. `buildMenu` then keeps what the signed-in
 * user may see: read access on the entry's resource, the role rules of §6, and a route for the entry's path.
 * This module is pure (no React) so the rules are unit-tested without rendering.
 */

export const menuSections: readonly { key: MenuSectionKey; label: string }[] = [
  { key: 'main', label: 'Основни' },
  { key: 'kindergarten', label: 'Детска градина' },
  { key: 'platform', label: 'Платформа' },
  { key: 'resources', label: 'Ресурси' },
  { key: 'admin', label: 'Администриране' },
];

/** An entry the user sees. */
export interface MenuItem {
  key: string;
  label: string;
  path: string;
  icon?: MenuIconName;
  /** Unread count, only when above zero. */
  count?: number;
  children?: MenuItem[];
}

export interface MenuSection {
  key: MenuSectionKey;
  label: string;
  items: MenuItem[];
}

export interface MenuContext {
  role: Role;
  access: readonly AccessEntry[];
  /** Whether a concrete path (`/resources/5`) opens a page of the route tree. */
  isRouted: (path: string) => boolean;
  /** Whether the route tree has this pattern (`/resources/:id`). */
  hasRoute: (pattern: string) => boolean;
  /** GET /api/Partners?OrderByColumn=Name, for the Resources section. */
  partners?: readonly Partner[];
  counters?: MenuCounters;
}

const nationalRoles: readonly Role[] = [Role.MON, Role.Municipality, Role.Master];

/**
 * §6 by section: the master administrator sees only the admin section (and no one else sees it); MON and
 * municipality have no kindergarten, so the kindergarten section is not theirs; everyone else goes by access.
 */
const sectionVisible: Record<MenuSectionKey, (role: Role) => boolean> = {
  main: (role) => role !== Role.Master,
  kindergarten: (role) => !nationalRoles.includes(role),
  platform: (role) => role !== Role.Master,
  resources: (role) => role !== Role.Master,
  admin: (role) => role === Role.Master,
};

export const RESOURCE_PAGE = '/resources/:id';

/** The Resources section: one entry per partner, linking to /resources/{id} — once that page exists. */
export function partnerEntries(partners: readonly Partner[] | undefined, hasRoute: (pattern: string) => boolean): SectionEntry[] {
  if (!partners?.length || !hasRoute(RESOURCE_PAGE)) return [];
  return [
    {
      key: 'resources',
      section: 'resources',
      label: 'Ресурси',
      path: '/resources',
      icon: 'resources',
      resource: Resource.Partners,
      children: partners.map((partner) => ({
        key: `resources/${partner.id}`,
        label: partner.name,
        path: `/resources/${partner.id}`,
      })),
    },
  ];
}

function visibleItem(entry: MenuEntry, context: MenuContext): MenuItem | null {
  if (entry.resource !== undefined && !allows(context.access, entry.resource, 'read')) return null;
  if (entry.onlyFor && !entry.onlyFor.includes(context.role)) return null;
  if (entry.hiddenFor?.includes(context.role)) return null;
  const item: MenuItem = { key: entry.key, label: entry.label, path: entry.path };
  if (entry.icon) item.icon = entry.icon;
  if (entry.children) {
    const children = entry.children.flatMap((child) => visibleItem(child, context) ?? []);
    if (!children.length) return null;
    item.children = children;
  } else if (!context.isRouted(entry.path)) {
    return null;
  }
  const count = entry.badge ? context.counters?.[entry.badge] : undefined;
  if (count && count > 0) item.count = count;
  return item;
}

/** The menu the signed-in user sees: sections in spec order, empty sections left out. */
export function buildMenu(entries: readonly SectionEntry[], context: MenuContext): MenuSection[] {
  const all = [...entries, ...partnerEntries(context.partners, context.hasRoute)];
  return menuSections.flatMap(({ key, label }) => {
    if (!sectionVisible[key](context.role)) return [];
    const items = all
      .map((entry, index) => ({ entry, index }))
      .filter(({ entry }) => entry.section === key)
      .sort((a, b) => (a.entry.order ?? 100) - (b.entry.order ?? 100) || a.index - b.index)
      .flatMap(({ entry }) => visibleItem(entry, context) ?? []);
    return items.length ? [{ key, label, items }] : [];
  });
}

/** Whether `prefix` is `path` or one of its parent paths (`/kids` for `/kids/records`, not for `/kidsroom`). */
export function isWithin(path: string, prefix: string): boolean {
  if (prefix === '/') return path === '/';
  const trimmed = prefix.replace(/\/+$/, '');
  return path === trimmed || path.startsWith(`${trimmed}/`);
}

function* walk(items: readonly MenuItem[]): Generator<MenuItem> {
  for (const item of items) {
    yield item;
    if (item.children) yield* walk(item.children);
  }
}

const itemsOf = (sections: readonly MenuSection[]): MenuItem[] => [...walk(sections.flatMap((section) => section.items))];

/** The submenus that open by themselves: those whose path starts the current path (spec 1 §2). */
export function openKeysFor(pathname: string, sections: readonly MenuSection[]): string[] {
  return itemsOf(sections)
    .filter((item) => item.children && isWithin(pathname, item.path))
    .map((item) => item.key);
}

/** The page entry to highlight: the one whose path is the longest start of the current path. */
export function selectedKeyFor(pathname: string, sections: readonly MenuSection[]): string | undefined {
  let best: MenuItem | undefined;
  for (const item of itemsOf(sections)) {
    if (item.children || !isWithin(pathname, item.path)) continue;
    if (!best || item.path.length > best.path.length) best = item;
  }
  return best?.key;
}

/** Whether any entry is shown at all (the master administrator has none until the admin pages come). */
export const hasItems = (sections: readonly MenuSection[]): boolean => sections.some((section) => section.items.length > 0);
