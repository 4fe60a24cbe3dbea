// The pure AES-256-GCM sealing of secrets at rest and its key (no Nest, no config: configFromEnv checks the key with it).
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * The key of the development and test runs when KG_SECRETS_KEY is not set (base64 of 32 bytes). It is published in
 * the source: it protects nothing. With NODE_ENV=production the API refuses to start without KG_SECRETS_KEY
 * (configFromEnv); `npm start` keeps a random key of its own under .data/ (tools/start.mjs).
 */
export const DEV_SECRETS_KEY = 'ZGV2LW9ubHkta2V5LWRvLW5vdC11c2UtaW4tcHJvZCE=';

const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The 32-byte key of a base64 text; throws (without echoing the value) when it is not exactly 32 bytes. */
export function secretsKeyOf(base64: string): Buffer {
  const key = Buffer.from(base64.trim(), 'base64');
  if (key.length !== 32 || key.toString('base64') !== base64.trim()) {
    throw new Error('KG_SECRETS_KEY must be the base64 of exactly 32 bytes (openssl rand -base64 32)');
  }
  return key;
}

/**
 * Seals a secret with AES-256-GCM: version byte, 12-byte random IV, 16-byte tag, ciphertext. `purpose` is bound as
 * the additional authenticated data, so a sealed value moved to another column (or another row) does not open.
 */
export function sealSecret(key: Buffer, plaintext: string, purpose: string): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(purpose, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), ciphertext]);
}

/** Opens a value sealed by `sealSecret` with the same key and purpose; throws when either differs or it was altered. */
export function openSecret(key: Buffer, sealed: Buffer, purpose: string): string {
  if (sealed.length < 1 + IV_BYTES + TAG_BYTES || sealed[0] !== VERSION) throw new Error('Not a sealed secret');
  const iv = sealed.subarray(1, 1 + IV_BYTES);
  const tag = sealed.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(Buffer.from(purpose, 'utf8'));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(sealed.subarray(1 + IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}
