import { Injectable } from '@nestjs/common';
import type { EventRow, EventsQuery, SaveEventBody } from '@kg/contracts';
import { Db } from '../../../platform/database/db.service.js';
import type { AudienceReader } from '../../communication/audience-reader.js';
import { readerParams, readerSeesSql } from '../../communication/data/audience.sql.js';
import { EVENT_SELECT, MOMENT, SOFIA } from './events.sql.js';

/** An event as read, with its author's id (whether the reader may change it). */
export interface StoredEventRow extends Omit<EventRow, 'canEdit'> {
  authorId: number;
}

/** An event's columns as the body gives them (the moments as sent; the statements store them). */
export interface EventColumns {
  kindergartenId: number | null;
  body: SaveEventBody;
  /** Sanitised. */
  description: string;
  authorId: number;
}

/** The values $1 … $10 of the insert and the update. */
const eventValues = ({ kindergartenId, body, description, authorId }: EventColumns): unknown[] => [
  kindergartenId,
  body.title,
  description,
  body.allDay,
  body.fromDate,
  body.toDate,
  body.audience,
  body.classIds,
  body.userIds,
  authorId,
];

/** The statements of the calendar (docs/events.md); every row typed. */
@Injectable()
export class EventsRepository {
  constructor(private readonly db: Db) {}

  /** The visible events that touch [fromDate, toDate] (Sofia days), optionally only the unseen ones. */
  list(reader: AudienceReader, kindergartenId: number | null, query: EventsQuery): Promise<StoredEventRow[]> {
    return this.db.sql.many<StoredEventRow>(
      `${EVENT_SELECT}
         AND e.ends_at >= ($6::date)::timestamp AT TIME ZONE ${SOFIA}
         AND e.starts_at < ($7::date + 1)::timestamp AT TIME ZONE ${SOFIA}
         AND (NOT $8 OR NOT EXISTS (SELECT 1 FROM event_seen s WHERE s.user_id = $1 AND s.event_id = e.id))
       ORDER BY e.starts_at, e.id`,
      [...readerParams(reader), kindergartenId, query.fromDate, query.toDate, query.unseenOnly ?? false],
    );
  }

  /** The event when the reader sees it. */
  find(reader: AudienceReader, kindergartenId: number | null, id: number): Promise<StoredEventRow | undefined> {
    return this.db.sql.maybe<StoredEventRow>(`${EVENT_SELECT} AND e.id = $6`, [...readerParams(reader), kindergartenId, id]);
  }

  async insert(columns: EventColumns): Promise<number> {
    const { id } = await this.db.sql.one<{ id: number }>(
      `INSERT INTO events (kindergarten_id, title, description, all_day, starts_at, ends_at, audience, class_ids, user_ids, created_by)
       VALUES ($1, $2, $3, $4, ${MOMENT('$5', '$4')}, ${MOMENT('$6', '$4')}, $7, $8, $9, $10) RETURNING id`,
      eventValues(columns),
    );
    return id;
  }

  /** Changes the event; answers whether its dates changed (undefined when there was no such event). */
  async update(id: number, columns: EventColumns): Promise<boolean | undefined> {
    const row = await this.db.sql.maybe<{ dates_changed: boolean }>(
      `UPDATE events e
          SET title = $2, description = $3, all_day = $4, starts_at = ${MOMENT('$5', '$4')}, ends_at = ${MOMENT('$6', '$4')},
              audience = $7, class_ids = $8, user_ids = $9, updated_at = now()
         FROM events before
        WHERE e.id = $10 AND e.kindergarten_id = $1 AND before.id = e.id
        RETURNING (before.starts_at, before.ends_at, before.all_day) IS DISTINCT FROM (e.starts_at, e.ends_at, e.all_day) AS dates_changed`,
      [...eventValues(columns).slice(0, 9), id],
    );
    return row?.dates_changed;
  }

  /** Nobody has seen the event any more (its dates changed). */
  async clearSeen(id: number, kindergartenId: number | null): Promise<void> {
    await this.db.sql.exec(`DELETE FROM event_seen WHERE event_id = $1 AND kindergarten_id = $2`, [id, kindergartenId]);
  }

  async remove(id: number, kindergartenId: number | null): Promise<void> {
    await this.db.sql.exec(`DELETE FROM events WHERE id = $1 AND kindergarten_id = $2`, [id, kindergartenId]);
  }

  /** Marks the event seen by the user: how many marks were new (0 or 1). */
  setSeen(userId: number, kindergartenId: number | null, id: number): Promise<number> {
    return this.db.sql.exec(
      `INSERT INTO event_seen (kindergarten_id, event_id, user_id) VALUES ($2, $3, $1) ON CONFLICT DO NOTHING RETURNING 1`,
      [userId, kindergartenId, id],
    );
  }

  /** Every visible event the reader has not seen becomes seen, in one statement: how many. */
  async setAllSeen(reader: AudienceReader, kindergartenId: number | null): Promise<number> {
    const { marked } = await this.db.sql.one<{ marked: number }>(
      `WITH marked AS (
         INSERT INTO event_seen (kindergarten_id, event_id, user_id)
         SELECT e.kindergarten_id, e.id, $1 FROM events e
          WHERE e.kindergarten_id = $5 AND ${readerSeesSql('e', 1)}
            AND NOT EXISTS (SELECT 1 FROM event_seen s WHERE s.user_id = $1 AND s.event_id = e.id)
         ON CONFLICT DO NOTHING RETURNING 1)
       SELECT count(*)::int AS marked FROM marked`,
      [...readerParams(reader), kindergartenId],
    );
    return marked;
  }
}
