import { Module } from '@nestjs/common';
import { VersionedCache } from './versioned-cache.js';

/** The versioned answer cache, one per API process, shared by the areas that import the module. */
@Module({ providers: [VersionedCache], exports: [VersionedCache] })
export class VersionedCacheModule {}
