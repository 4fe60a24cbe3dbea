import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { openSecret, sealSecret, secretsKeyOf } from './sealing.js';

export { DEV_SECRETS_KEY, openSecret, sealSecret, secretsKeyOf } from './sealing.js';

/**
 * Secrets kept at rest in the database (a provider's ePay secret): sealed with the application's key
 * (KG_SECRETS_KEY, AppConfig.secretsKey). The plain secret lives only in the memory of the request that writes or
 * uses it: never in an answer, a log line or the audit trail.
 */
@Injectable()
export class SecretBox {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = secretsKeyOf(config.secretsKey);
  }

  seal(plaintext: string, purpose: string): Buffer {
    return sealSecret(this.key, plaintext, purpose);
  }

  open(sealed: Buffer, purpose: string): string {
    return openSecret(this.key, sealed, purpose);
  }
}
