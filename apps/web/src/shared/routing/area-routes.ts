import { createContext, useContext } from 'react';
import type { RouteObject } from 'react-router';

/**
 * What an area adds to the signed-in frame: its pages, rendered inside the default layout. Its side-menu entries
 * live beside them in `areas/<area>/menu.ts`. Areas declare these; the shell (app/route-registry.ts,
 * app/shell/menu-registry.ts) collects them, so areas never import the shell.
 */
export interface AreaRoutes {
  routes: RouteObject[];
}

/** Answers "does this page exist?": by pattern (`/resources/:id`) or by concrete path (`/resources/5`). */
export interface RouteIndex {
  hasRoute(pattern: string): boolean;
  isRouted(path: string): boolean;
}

/** The signed-in frame's route index, provided by the shell: a page lists only links to pages that exist. */
export const RouteIndexContext = createContext<RouteIndex>({ hasRoute: () => false, isRouted: () => false });

export const useRouteIndex = (): RouteIndex => useContext(RouteIndexContext);
