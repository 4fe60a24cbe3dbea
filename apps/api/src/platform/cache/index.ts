export { VersionedCacheModule } from './cache.module.js';
export type { DataTopic } from './cache-topics.js';
export { VersionedJson } from './versioned-answer.js';
export {
  DATA_VERSION_SQL,
  etagMatches,
  Expiring,
  type VersionedAnswer,
  VersionedCache,
  type VersionedKey,
} from './versioned-cache.js';
