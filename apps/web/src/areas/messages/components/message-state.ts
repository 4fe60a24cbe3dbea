import type { MessageOverview } from '@kg/contracts';

/** Unread: not seen by the current user, or with replies they have not seen (spec 2 §4). */
export const isUnread = (row: Pick<MessageOverview, 'seenByCurrentUser' | 'numberOfUnseenReplies'>): boolean =>
  !row.seenByCurrentUser || row.numberOfUnseenReplies > 0;
