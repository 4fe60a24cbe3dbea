import { AsyncLocalStorage } from 'node:async_hooks';
import type { EntityManager } from 'typeorm';

/** What one request carries through its async calls: its transaction, when it has one. */
export interface RequestStore {
  manager?: EntityManager;
}

export const requestStore = new AsyncLocalStorage<RequestStore>();
