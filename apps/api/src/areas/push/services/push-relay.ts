import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import {
  isNotifyingRealtimeEvent,
  type PushPayload,
  pushTexts,
  type RealtimeEvent,
  realtimeLink,
  type RealtimePayload,
  realtimeToastTexts,
} from '@kg/contracts';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/config.js';
import { RealtimeService } from '../../../platform/realtime/realtime.service.js';
import type { RealtimeAudience, RealtimeRelay } from '../../../platform/realtime/realtime.types.js';
import { PushSubscriptionsRepository } from '../data/push-subscriptions.repository.js';
import { PushSender } from './push-sender.js';
import { unsubscribeTokenOf } from './unsubscribe-token.js';

/** The longest item title a notification shows. */
const TITLE_LENGTH = 120;

/**
 * Sends the hub's notifying events (a new message, calendar event, poll, notice, administrative message) as Web Push
 * notifications to the devices of the same audience, after the commit and outside the request. A device the push
 * service no longer knows is forgotten; other failures are logged and the event is not retried (the app shows
 * everything on its next visit anyway).
 */
@Injectable()
export class PushRelay implements RealtimeRelay, OnModuleInit {
  private readonly logger = new Logger(PushRelay.name);
  /** Deliveries under way: the tests and a graceful shutdown wait for them. */
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly realtime: RealtimeService,
    private readonly subscriptions: PushSubscriptionsRepository,
    private readonly sender: PushSender,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.realtime.addRelay(this);
  }

  relay<E extends RealtimeEvent>(audience: RealtimeAudience, event: E, payload: RealtimePayload<E>): void {
    if (!this.sender.publicKey || !isNotifyingRealtimeEvent(event)) return;
    const item = payload as RealtimePayload<typeof event>;
    const notification = {
      title: realtimeToastTexts[event],
      body: item.title.length > TITLE_LENGTH ? `${item.title.slice(0, TITLE_LENGTH - 1)}…` : item.title,
      url: realtimeLink(event, item),
      tag: event,
    };
    const delivery = this.deliver(audience, notification).catch((error: unknown) =>
      this.logger.error(`Web Push of ${event} failed: ${(error as Error).message}`),
    );
    this.pending.add(delivery);
    void delivery.finally(() => this.pending.delete(delivery));
  }

  /** Resolves when every delivery started so far has ended. */
  async settled(): Promise<void> {
    // Each delivery catches its own failure, so none of these rejects.
    while (this.pending.size) for (const delivery of [...this.pending]) await delivery;
  }

  private async deliver(audience: RealtimeAudience, notification: Omit<PushPayload, 'unsubscribeToken'>): Promise<void> {
    const devices = await this.subscriptions.reachedBy(audience);
    for (const device of devices) {
      const payload: PushPayload = {
        ...notification,
        title: notification.title || pushTexts.appName,
        unsubscribeToken: unsubscribeTokenOf(device.id, this.config.jwtSecret),
      };
      const outcome = await this.sender.send(device, JSON.stringify(payload));
      if (outcome !== 'failed') await this.subscriptions.recordOutcome(device.id, outcome);
    }
  }
}
