export { VersionedCacheModule } from './cache.module.js';
export { VersionedJson } from './versioned-answer.js';
export {
  DATA_VERSION_SQL,
  DATA_VERSIONS_SQL,
  type DataTopic,
  etagMatches,
  Expiring,
  type VersionedAnswer,
  VersionedCache,
  type VersionedKey,
} from './versioned-cache.js';
