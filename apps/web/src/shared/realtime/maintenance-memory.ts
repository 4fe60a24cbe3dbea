/**
 * Which maintenance messages a user has confirmed, in localStorage, one key per user (spec 1 §4, §9): the dialog
 * shows once per user and message; a clear event forgets the message.
 */
export const MAINTENANCE_KEY_PREFIX = 'kg.maintenance-seen.';

export const maintenanceKey = (userId: number): string => `${MAINTENANCE_KEY_PREFIX}${userId}`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function read(key: string): number[] {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(key) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

function write(key: string, ids: number[]): void {
  try {
    if (ids.length) storage()?.setItem(key, JSON.stringify(ids));
    else storage()?.removeItem(key);
  } catch {
    // A full or disabled storage only means the dialog may show again.
  }
}

export const maintenanceMemory = {
  has(userId: number, messageId: number): boolean {
    return read(maintenanceKey(userId)).includes(messageId);
  },
  remember(userId: number, messageId: number): void {
    const ids = read(maintenanceKey(userId));
    if (!ids.includes(messageId)) write(maintenanceKey(userId), [...ids, messageId]);
  },
  /** Forgets the message for every user of this browser. */
  forget(messageId: number): void {
    const store = storage();
    if (!store) return;
    const keys = Array.from({ length: store.length }, (_, index) => store.key(index)).filter(
      (key): key is string => key?.startsWith(MAINTENANCE_KEY_PREFIX) ?? false,
    );
    for (const key of keys)
      write(
        key,
        read(key).filter((id) => id !== messageId),
      );
  },
};
