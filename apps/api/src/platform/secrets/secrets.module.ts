import { Module } from '@nestjs/common';
import { SecretBox } from './secret-box.js';

/** The secrets kit (secret-box.ts): imported by the areas that keep a secret at rest. */
@Module({ providers: [SecretBox], exports: [SecretBox] })
export class SecretsModule {}
