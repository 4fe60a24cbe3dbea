import { randomBytes } from 'node:crypto';
import { configFromEnv } from '../config/config.js';
import { DEV_SECRETS_KEY, openSecret, sealSecret, secretsKeyOf } from './sealing.js';

describe('sealing secrets at rest (AES-256-GCM)', () => {
  const key = randomBytes(32);

  it('opens what it sealed, with a fresh IV each time; the plain text is not in the sealed bytes', () => {
    const first = sealSecret(key, 'тайна-ePay', 'purpose:1');
    const second = sealSecret(key, 'тайна-ePay', 'purpose:1');
    expect(first.equals(second)).toBe(false);
    expect(first.includes(Buffer.from('тайна-ePay'))).toBe(false);
    expect(openSecret(key, first, 'purpose:1')).toBe('тайна-ePay');
    expect(openSecret(key, second, 'purpose:1')).toBe('тайна-ePay');
  });

  it('refuses another key, another purpose, an altered byte and what is not sealed', () => {
    const sealed = sealSecret(key, 'тайна', 'purpose:1');
    expect(() => openSecret(randomBytes(32), sealed, 'purpose:1')).toThrow();
    expect(() => openSecret(key, sealed, 'purpose:2')).toThrow();
    const altered = Buffer.from(sealed);
    altered[altered.length - 1] ^= 1;
    expect(() => openSecret(key, altered, 'purpose:1')).toThrow();
    expect(() => openSecret(key, Buffer.from('тайна'), 'purpose:1')).toThrow('Not a sealed secret');
  });

  it('takes a key only as the base64 of exactly 32 bytes', () => {
    expect(secretsKeyOf(DEV_SECRETS_KEY)).toHaveLength(32);
    expect(secretsKeyOf(randomBytes(32).toString('base64'))).toHaveLength(32);
    expect(() => secretsKeyOf(randomBytes(16).toString('base64'))).toThrow('KG_SECRETS_KEY');
    expect(() => secretsKeyOf('not base64 at all!')).toThrow('KG_SECRETS_KEY');
  });
});

describe('KG_SECRETS_KEY in the configuration', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('is required in production, and the development key is used elsewhere', () => {
    process.env.DATABASE_URL = 'postgres://x/y';
    delete process.env.KG_SECRETS_KEY;
    process.env.NODE_ENV = 'production';
    process.env.JWT_SECRET = 'jwt';
    expect(() => configFromEnv()).toThrow('KG_SECRETS_KEY is not set');
    const own = randomBytes(32).toString('base64');
    process.env.KG_SECRETS_KEY = own;
    expect(configFromEnv().secretsKey).toBe(own);
    process.env.NODE_ENV = 'test';
    delete process.env.KG_SECRETS_KEY;
    expect(configFromEnv().secretsKey).toBe(DEV_SECRETS_KEY);
    process.env.KG_SECRETS_KEY = 'c2hvcnQ=';
    expect(() => configFromEnv()).toThrow('KG_SECRETS_KEY must be the base64 of exactly 32 bytes');
  });
});
