import { useState } from 'react';
import { Badge, Menu, type MenuProps } from 'antd';
import { Link, useLocation } from 'react-router';
import { type MenuItem, type MenuSection, openKeysFor, selectedKeyFor } from './menu';
import { menuIcons } from './menu-icons';

type AntItem = NonNullable<MenuProps['items']>[number];

function toAntItem(item: MenuItem): AntItem {
  const Icon = item.icon ? menuIcons[item.icon] : undefined;
  const icon = Icon ? <Icon /> : undefined;
  if (item.children) return { key: item.key, icon, label: item.label, children: item.children.map(toAntItem) };
  return {
    key: item.key,
    icon,
    label: (
      <Link to={item.path}>
        {item.label}
        {item.count ? <Badge count={item.count} size="small" style={{ marginInlineStart: 8 }} /> : null}
      </Link>
    ),
  };
}

/** Sections as antd items: the main section at the top level, the others under their titles. */
export function toAntItems(sections: readonly MenuSection[]): AntItem[] {
  return sections.flatMap((section): AntItem[] => {
    const items = section.items.map(toAntItem);
    return section.key === 'main'
      ? items
      : [{ type: 'group', key: `section:${section.key}`, label: section.label, children: items }];
  });
}

const union = (a: readonly string[], b: readonly string[]): string[] => [...new Set([...a, ...b])];

/**
 * The side menu (spec 1 §2): the entries the user may see, the current page highlighted, and the submenu whose
 * path starts the current path opened by itself (submenus the user opened stay open). Inside the sider, the
 * sider's `collapsed` minimises it; `collapsed` here only stops controlling the open submenus meanwhile.
 */
export function SideMenu({
  sections,
  collapsed = false,
  onNavigate,
}: {
  sections: readonly MenuSection[];
  collapsed?: boolean;
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  const [openKeys, setOpenKeys] = useState(() => openKeysFor(pathname, sections));
  const [openedFor, setOpenedFor] = useState({ pathname, sections });
  if (openedFor.pathname !== pathname || openedFor.sections !== sections) {
    setOpenedFor({ pathname, sections });
    setOpenKeys(union(openKeys, openKeysFor(pathname, sections)));
  }
  const selected = selectedKeyFor(pathname, sections);

  return (
    <Menu
      mode="inline"
      items={toAntItems(sections)}
      selectedKeys={selected ? [selected] : []}
      {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
      onClick={onNavigate}
      style={{ borderInlineEnd: 'none' }}
    />
  );
}
