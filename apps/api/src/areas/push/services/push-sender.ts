import { readFileSync } from 'node:fs';
import { Agent } from 'node:https';
import { rootCertificates } from 'node:tls';
import { Inject, Injectable, Logger } from '@nestjs/common';
import webPush from 'web-push';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/config.js';

export type PushOutcome = 'sent' | 'gone' | 'failed';

/** How long a push service keeps an undelivered notification for a device that is off: a day. */
const TIME_TO_LIVE_SECONDS = 24 * 3600;
const TIMEOUT_MS = 10_000;

/**
 * The adapter to the browsers' push services (Web Push: RFC 8030, payload encryption RFC 8291, VAPID RFC 8292),
 * through the web-push library. Each subscription names its own push service's URL (Google's, Mozilla's, Apple's, or
 * tools/push-simulator in the tests).
 */
@Injectable()
export class PushSender {
  private readonly logger = new Logger(PushSender.name);
  private readonly agent: Agent | undefined;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    if (config.pushCaFile) {
      this.agent = new Agent({ keepAlive: true, ca: [...rootCertificates, readFileSync(config.pushCaFile, 'utf8')] });
    }
  }

  get publicKey(): string | null {
    return this.config.vapid?.publicKey ?? null;
  }

  async send(subscription: { endpoint: string; p256dh: string; auth: string }, payload: string): Promise<PushOutcome> {
    const vapid = this.config.vapid;
    if (!vapid) return 'failed';
    try {
      await webPush.sendNotification(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        payload,
        {
          vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
          TTL: TIME_TO_LIVE_SECONDS,
          urgency: 'normal',
          contentEncoding: 'aes128gcm',
          timeout: TIMEOUT_MS,
          ...(this.agent ? { agent: this.agent } : {}),
        },
      );
      return 'sent';
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      // The user revoked the permission or the browser dropped the subscription.
      if (status === 404 || status === 410) return 'gone';
      this.logger.warn(`A push to ${new URL(subscription.endpoint).host} failed: ${status ?? (error as Error).message}`);
      return 'failed';
    }
  }
}
