import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Db } from '../../../platform/database/db.service.js';
import { sqlOf } from '../../../platform/database/sql.js';
import type { RealtimeAudience } from '../../../platform/realtime/realtime.types.js';

export interface PushSubscriptionRow {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** A device of an active user, with its membership in mind: who an event's audience reaches. */
const AUDIENCE_SQL: Record<RealtimeAudience['kind'], string> = {
  users: `s.user_id = ANY($1::int[])`,
  kindergarten: `EXISTS (SELECT 1 FROM kindergarten_users m
     WHERE m.user_id = s.user_id AND m.kindergarten_id = $1 AND m.is_active
       AND ($2::smallint[] IS NULL OR m.role = ANY($2::smallint[])))`,
  roles: `(u.national_role = ANY($1::smallint[]) OR EXISTS (SELECT 1 FROM kindergarten_users m
     WHERE m.user_id = s.user_id AND m.is_active AND m.role = ANY($1::smallint[])))`,
  everyone: `true`,
};

function audienceValues(audience: RealtimeAudience): unknown[] {
  switch (audience.kind) {
    case 'users':
      return [audience.userIds];
    case 'kindergarten':
      return [audience.kindergartenId, audience.roles ?? null];
    case 'roles':
      return [audience.roles];
    case 'everyone':
      return [];
  }
}

@Injectable()
export class PushSubscriptionsRepository {
  constructor(private readonly db: Db) {}

  /** The signed-in user's device: a new endpoint, or the same endpoint with new keys (re-subscribing), made theirs. */
  async save(userId: number, row: { endpoint: string; p256dh: string; auth: string; userAgent: string | null }): Promise<void> {
    // The endpoint may have been another user's on a shared device: it is then this user's alone.
    await this.db.system((manager) =>
      sqlOf(manager).exec(
        `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, user_agent) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (endpoint) DO UPDATE SET user_id = excluded.user_id, p256dh = excluded.p256dh,
           auth = excluded.auth, user_agent = excluded.user_agent, created_at = now(), last_sent_at = NULL`,
        [userId, row.endpoint, row.p256dh, row.auth, row.userAgent],
      ),
    );
  }

  /** Removes the signed-in user's device (row-level security keeps it to their own rows). */
  removeOwn(endpoint: string): Promise<number> {
    return this.db.sql.exec(`DELETE FROM push_subscriptions WHERE endpoint = $1`, [endpoint]);
  }

  removeById(manager: EntityManager, id: number): Promise<number> {
    return sqlOf(manager).exec(`DELETE FROM push_subscriptions WHERE id = $1`, [id]);
  }

  /** Every device the audience reaches, in one statement. */
  reachedBy(audience: RealtimeAudience): Promise<PushSubscriptionRow[]> {
    return this.db.system((manager) =>
      sqlOf(manager).many<PushSubscriptionRow>(
        `SELECT s.id, s.endpoint, s.p256dh, s.auth
           FROM push_subscriptions s JOIN users u ON u.id = s.user_id AND u.is_active
          WHERE ${AUDIENCE_SQL[audience.kind]}
          ORDER BY s.id`,
        audienceValues(audience),
      ),
    );
  }

  /** After the push service's answer: sent (kept, with the time) or gone (404, 410: deleted). */
  async recordOutcome(id: number, outcome: 'sent' | 'gone'): Promise<void> {
    await this.db.system((manager) =>
      outcome === 'gone'
        ? this.removeById(manager, id)
        : sqlOf(manager).exec(`UPDATE push_subscriptions SET last_sent_at = now() WHERE id = $1`, [id]),
    );
  }
}
