import { Inject, Injectable } from '@nestjs/common';
import {
  type PushEndpointRequest,
  type PushPublicKey,
  type PushSubscriptionRequest,
  pushTexts,
  type PushUnsubscribeRequest,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/config.js';
import { Db } from '../../../platform/database/db.service.js';
import { ConflictError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { PushSubscriptionsRepository } from '../data/push-subscriptions.repository.js';
import { PushSender } from './push-sender.js';
import { subscriptionOfToken } from './unsubscribe-token.js';

/** A device's Web Push subscription: turned on and off by its user, or off from a notification (docs/pwa.md). */
@Injectable()
export class PushService {
  constructor(
    private readonly subscriptions: PushSubscriptionsRepository,
    private readonly sender: PushSender,
    private readonly db: Db,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  publicKey(): PushPublicKey {
    return { publicKey: this.sender.publicKey };
  }

  async subscribe(user: AuthUser, request: PushSubscriptionRequest, userAgent: string | undefined): Promise<void> {
    if (!this.sender.publicKey) throw new ConflictError(pushTexts.notConfigured);
    await this.subscriptions.save(user.userId, {
      endpoint: request.endpoint,
      p256dh: request.keys.p256dh,
      auth: request.keys.auth,
      userAgent: userAgent?.slice(0, 300) ?? null,
    });
  }

  /** Idempotent: a device that was not subscribed is simply not subscribed afterwards. */
  async unsubscribe(_user: AuthUser, request: PushEndpointRequest): Promise<void> {
    await this.subscriptions.removeOwn(request.endpoint);
  }

  async unsubscribeByToken(request: PushUnsubscribeRequest): Promise<void> {
    const id = subscriptionOfToken(request.token, this.config.jwtSecret);
    if (id === null) throw new NotFoundError('Връзката за спиране на известията е невалидна.');
    await this.db.system((manager) => this.subscriptions.removeById(manager, id));
  }
}
