import type { ComponentType } from 'react';
import type { LoggedInUser } from '@kg/contracts';

export interface TopBarWidgetContext {
  /** Narrower than the small breakpoint (md, 768 px). */
  small: boolean;
}

/**
 * An item of the top bar between the school year and the user menu. Spec 1 §2/§6 name two, which come with the
 * events, polls and messages areas and are not built yet (an item that is not built is not in the frame):
 * - notifications (unread events and unanswered polls): read on Events and Polls; hidden for MON, municipality,
 *   master and in consolidation mode; only on screens wider than the small breakpoint;
 * - messages (unread messages): read on Messages; hidden for master and in consolidation mode; only on wide screens.
 * A load failure of these is swallowed silently (spec 1 §8).
 */
export interface TopBarWidget {
  key: string;
  visible: (user: LoggedInUser, context: TopBarWidgetContext) => boolean;
  Component: ComponentType<{ user: LoggedInUser }>;
}

/** The widgets in the order they appear. */
export const topBarWidgets: readonly TopBarWidget[] = [];
