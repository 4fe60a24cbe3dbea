import { useCallback, useState } from 'react';

export const MENU_COLLAPSED_KEY = 'kg.menu.collapsed';

function read(): boolean {
  try {
    return window.localStorage.getItem(MENU_COLLAPSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** Whether the side menu is minimised; remembered in this browser (spec 1 §2 "The side menu can be minimised"). */
export function useMenuCollapsed(): [boolean, (collapsed: boolean) => void] {
  const [collapsed, setCollapsed] = useState(read);
  const set = useCallback((value: boolean) => {
    setCollapsed(value);
    try {
      if (value) window.localStorage.setItem(MENU_COLLAPSED_KEY, '1');
      else window.localStorage.removeItem(MENU_COLLAPSED_KEY);
    } catch {
      // No storage: the choice lasts for this page.
    }
  }, []);
  return [collapsed, set];
}
