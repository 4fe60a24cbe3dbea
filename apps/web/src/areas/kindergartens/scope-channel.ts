/**
 * Tells the user's other tabs that the kindergarten or the school year changed (both are kept on the server for
 * the user, so every tab works in the new one from its next request). The other tabs then refresh what they show:
 * the school year by refetching, the kindergarten by reloading — a form left open for the old kindergarten must
 * not save into the new one.
 */
export type ScopeChange = { kind: 'school-year'; userId: number } | { kind: 'kindergarten'; userId: number };

const CHANNEL = 'kg.scope';
/** This tab: a channel hears the other channels of its own page too, so a tab skips what it said itself. */
const TAB = Math.random().toString(36).slice(2);

interface Envelope {
  from: string;
  change: ScopeChange;
}

function open(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
}

export function announceScopeChange(change: ScopeChange): void {
  const channel = open();
  if (!channel) return;
  channel.postMessage({ from: TAB, change } satisfies Envelope);
  channel.close();
}

/** Calls `onChange` for changes made in the user's other tabs. Returns the function that stops listening. */
export function followScopeChanges(userId: number, onChange: (change: ScopeChange) => void): () => void {
  const channel = open();
  if (!channel) return () => {};
  channel.onmessage = (event: MessageEvent<Envelope>) => {
    const { from, change } = event.data ?? {};
    if (from !== TAB && change?.userId === userId) onChange(change);
  };
  return () => channel.close();
}
