import { AsyncLocalStorage } from 'node:async_hooks';
import type { EntityManager } from 'typeorm';

/** What one request carries through its async calls: its transaction, and what must wait for its commit. */
export interface RequestStore {
  manager?: EntityManager;
  afterCommit: (() => void)[];
}

export const requestStore = new AsyncLocalStorage<RequestStore>();
