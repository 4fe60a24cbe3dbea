export { VersionedCacheModule } from './cache.module.js';
export { VersionedJson } from './versioned-answer.js';
export {
  DATA_VERSION_SQL,
  type DataTopic,
  etagMatches,
  Expiring,
  type VersionedAnswer,
  VersionedCache,
  type VersionedKey,
} from './versioned-cache.js';
