import { createECDH, randomBytes } from 'node:crypto';
import { DEV_SECRETS_KEY, secretsKeyOf } from '../secrets/sealing.js';

export interface AppConfig {
  port: number;
  /**
   * The interface `bootstrap()` listens on: 127.0.0.1 unless HOST says otherwise (docker-compose sets 0.0.0.0 inside
   * its network), so that `npm start` with its published demo password is not reachable from other machines.
   */
  host: string;
  databaseUrl: string;
  jwtSecret: string;
  /** How long a sign-in lasts. */
  sessionTtlSeconds: number;
  /** SMTP connection URL (smtp://user:pass@host:port). Without it mails are written to the log. */
  smtpUrl: string | null;
  mailFrom: string;
  /** The address people open the web app at: links in e-mails point here. */
  publicUrl: string;
  bodyLimitBytes: number;
  /** Largest uploaded file (multipart); routes may set a smaller one. */
  uploadLimitBytes: number;
  /** Folder of the stored files' content (never served directly: downloads go through the access check). */
  filesDir: string;
  /** Folder of the built web app to serve at /, when present. */
  webRoot: string | null;
  logLevel: string;
  /** Redis for the realtime hub's rooms across API processes; null keeps them in this process. */
  redisUrl: string | null;
  /** How often each API process looks for due background jobs; 0 turns its worker off. */
  jobsPollMs: number;
  /**
   * Base64 of the 32-byte key that seals secrets at rest (KG_SECRETS_KEY; platform/secrets). Required in production;
   * elsewhere the published development key (DEV_SECRETS_KEY) unless set.
   */
  secretsKey: string;
  /**
   * ePay's base URL (EPAY_URL): the payment page is `<EPAY_URL>/`, EasyPay's registration `<EPAY_URL>/ezp/reg_bill.cgi`.
   * ePay's demo (https://demo.epay.bg) unless set; `npm start` and the tests point it at tools/epay-simulator.
   */
  epayUrl: string;
  /**
   * The application server's VAPID keys for Web Push (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: base64url of the raw P-256
   * keys; VAPID_SUBJECT: a mailto: or https: contact for the push services). Without them a production server sends no
   * pushes; elsewhere a pair is made up at boot (`npm start` keeps one under .data/).
   */
  vapid: VapidKeys | null;
  /**
   * A PEM file of certificates to trust, besides the public ones, when sending to push services (PUSH_CA_FILE): the
   * tests' push simulator (tools/push-simulator) serves a certificate of its own.
   */
  pushCaFile: string | null;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** A new P-256 key pair in the raw base64url form VAPID uses. */
export function newVapidKeys(subject: string): VapidKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: ecdh.getPrivateKey().toString('base64url'),
    subject,
  };
}

function vapidFromEnv(env: NodeJS.ProcessEnv, mailFrom: string): VapidKeys | null {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  const subject = env.VAPID_SUBJECT || `mailto:${address}`;
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  }
  return env.NODE_ENV === 'production' ? null : newVapidKeys(subject);
}

export function configFromEnv(overrides: Partial<AppConfig> = {}): AppConfig {
  const env = process.env;
  const port = Number(env.PORT ?? 3000);
  const config: AppConfig = {
    port,
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL ?? '',
    jwtSecret: env.JWT_SECRET ?? '',
    sessionTtlSeconds: Number(env.SESSION_TTL_SECONDS ?? 14 * 24 * 3600),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Асистент за детски градини <no-reply@kindergarten.local>',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    bodyLimitBytes: Number(env.BODY_LIMIT_BYTES ?? 1024 * 1024),
    uploadLimitBytes: Number(env.UPLOAD_LIMIT_BYTES ?? 20 * 1024 * 1024),
    filesDir: env.FILES_DIR ?? '.data/files',
    webRoot: env.WEB_ROOT ?? null,
    logLevel: env.LOG_LEVEL ?? 'info',
    redisUrl: env.REDIS_URL || null,
    jobsPollMs: Number(env.JOBS_POLL_MS ?? 1000),
    secretsKey: env.KG_SECRETS_KEY ?? '',
    epayUrl: (env.EPAY_URL || 'https://demo.epay.bg').replace(/\/$/, ''),
    vapid: null,
    pushCaFile: env.PUSH_CA_FILE || null,
    ...overrides,
  };
  if (!config.databaseUrl) throw new Error('DATABASE_URL is not set');
  if (!config.jwtSecret) {
    if (env.NODE_ENV === 'production') throw new Error('JWT_SECRET is not set');
    config.jwtSecret = randomBytes(32).toString('hex');
  }
  if (!config.secretsKey) {
    if (env.NODE_ENV === 'production') throw new Error('KG_SECRETS_KEY is not set (base64 of 32 bytes)');
    config.secretsKey = DEV_SECRETS_KEY;
  }
  secretsKeyOf(config.secretsKey);
  if (!('vapid' in overrides)) config.vapid = vapidFromEnv(env, config.mailFrom);
  return config;
}

export const APP_CONFIG = Symbol('APP_CONFIG');
