import { Injectable } from '@nestjs/common';
import {
  type EventRow,
  type EventsQuery,
  eventTexts,
  Resource,
  type SaveEventBody,
  type SaveResult,
  type SeenResult,
} from '@kg/contracts';
import { assertAllowed } from '../../../platform/access/access.guard.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { ForbiddenError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { sanitizeRichText } from '../../../platform/sanitize/rich-text.js';
import { AudienceService } from '../../communication/audience.service.js';
import { CommunicationNotifier } from '../../communication/communication-notifier.js';
import {
  type AudienceReader,
  audienceReader,
  readerMay,
  readerParams,
  readerSeesSql,
} from '../../communication/audience-reader.js';

const SOFIA = `'Europe/Sofia'`;
const utc = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
const day = (column: string) => `to_char(${column} AT TIME ZONE ${SOFIA}, 'YYYY-MM-DD')`;

/** Parameters $1 … $4 are the reader (readerParams); $5 the kindergarten. */
const SELECT = `
  SELECT e.id, e.title, e.description, e.all_day AS "allDay",
         CASE WHEN e.all_day THEN ${day('e.starts_at')} ELSE ${utc('e.starts_at')} END AS "fromDate",
         CASE WHEN e.all_day THEN ${day('e.ends_at')} ELSE ${utc('e.ends_at')} END AS "toDate",
         e.audience, e.class_ids AS "classIds", e.user_ids AS "userIds",
         json_build_object('id', u.id, 'name', concat_ws(' ', u.first_name, u.last_name)) AS "createdBy",
         EXISTS (SELECT 1 FROM event_seen s WHERE s.user_id = $1 AND s.event_id = e.id) AS "seenByCurrentUser",
         e.created_by AS "authorId"
    FROM events e JOIN users u ON u.id = e.created_by
   WHERE e.kindergarten_id = $5 AND ${readerSeesSql('e', 1)}`;

/** A stored moment of an event's body: the Sofia midnight of a day for an all-day event. */
const MOMENT = (param: string, allDay: string) =>
  `CASE WHEN ${allDay} THEN (${param}::text::date)::timestamp AT TIME ZONE ${SOFIA} ELSE ${param}::text::timestamptz END`;

interface StoredRow extends EventRow {
  authorId: number;
}

/**
 * The calendar (docs/events.md). Events are read through their audience at the time of reading; the author and the
 * managers of the calendar see them all. Creating one announces it to the people it reaches today; changing its dates
 * makes it unseen again and announces it again.
 */
@Injectable()
export class EventsService {
  constructor(
    private readonly db: Db,
    private readonly audience: AudienceService,
    private readonly notifier: CommunicationNotifier,
  ) {}

  async list(user: AuthUser, query: EventsQuery): Promise<EventRow[]> {
    const reader = await audienceReader(this.audience, user, Resource.Events);
    const rows = await this.db.manager.query<StoredRow[]>(
      `${SELECT}
         AND e.ends_at >= ($6::date)::timestamp AT TIME ZONE ${SOFIA}
         AND e.starts_at < ($7::date + 1)::timestamp AT TIME ZONE ${SOFIA}
         AND (NOT $8 OR NOT EXISTS (SELECT 1 FROM event_seen s WHERE s.user_id = $1 AND s.event_id = e.id))
       ORDER BY e.starts_at, e.id`,
      [...readerParams(reader), user.kindergartenId, query.fromDate, query.toDate, query.unseenOnly ?? false],
    );
    return rows.map((row) => this.output(user, reader, row));
  }

  async get(user: AuthUser, id: number): Promise<EventRow> {
    const reader = await audienceReader(this.audience, user, Resource.Events);
    return this.output(user, reader, await this.find(reader, user, id));
  }

  async save(user: AuthUser, body: SaveEventBody): Promise<SaveResult> {
    assertAllowed(user, Resource.Events, body.id === undefined ? 'create' : 'update');
    await this.audience.assertMayAddress(user, Resource.Events, body);
    const description = sanitizeRichText(body.description);
    const values = [
      user.kindergartenId,
      body.title,
      description,
      body.allDay,
      body.fromDate,
      body.toDate,
      body.audience,
      body.classIds,
      body.userIds,
      user.userId,
    ];
    if (body.id === undefined) {
      const [row] = await this.db.manager.query<{ id: number }[]>(
        `INSERT INTO events (kindergarten_id, title, description, all_day, starts_at, ends_at, audience, class_ids, user_ids, created_by)
         VALUES ($1, $2, $3, $4, ${MOMENT('$5', '$4')}, ${MOMENT('$6', '$4')}, $7, $8, $9, $10) RETURNING id`,
        values,
      );
      await this.announce(user, row!.id, body, description);
      return { isSuccessful: true, entityId: row!.id };
    }
    const reader = await audienceReader(this.audience, user, Resource.Events);
    const current = await this.find(reader, user, body.id);
    if (!readerMay(user, reader, Resource.Events, 'update', current.authorId)) throw new ForbiddenError();
    const [[changed]] = await this.db.manager.query<[[{ dates_changed: boolean }], number]>(
      `UPDATE events e
          SET title = $2, description = $3, all_day = $4, starts_at = ${MOMENT('$5', '$4')}, ends_at = ${MOMENT('$6', '$4')},
              audience = $7, class_ids = $8, user_ids = $9, updated_at = now()
         FROM events before
        WHERE e.id = $10 AND e.kindergarten_id = $1 AND before.id = e.id
        RETURNING (before.starts_at, before.ends_at, before.all_day) IS DISTINCT FROM (e.starts_at, e.ends_at, e.all_day) AS dates_changed`,
      [...values.slice(0, 9), body.id],
    );
    if (changed?.dates_changed) {
      await this.db.manager.query(`DELETE FROM event_seen WHERE event_id = $1 AND kindergarten_id = $2`, [
        body.id,
        user.kindergartenId,
      ]);
      await this.announce(user, body.id, body, description);
    }
    return { isSuccessful: true, entityId: body.id };
  }

  async remove(user: AuthUser, id: number): Promise<void> {
    const reader = await audienceReader(this.audience, user, Resource.Events);
    const current = await this.find(reader, user, id);
    if (!readerMay(user, reader, Resource.Events, 'delete', current.authorId)) throw new ForbiddenError();
    await this.db.manager.query(`DELETE FROM events WHERE id = $1 AND kindergarten_id = $2`, [id, user.kindergartenId]);
  }

  async setSeen(user: AuthUser, id: number): Promise<SeenResult> {
    const reader = await audienceReader(this.audience, user, Resource.Events);
    await this.find(reader, user, id);
    const inserted = await this.db.manager.query<unknown[]>(
      `INSERT INTO event_seen (kindergarten_id, event_id, user_id) VALUES ($2, $3, $1) ON CONFLICT DO NOTHING RETURNING 1`,
      [user.userId, user.kindergartenId, id],
    );
    return { marked: inserted.length };
  }

  /** Every visible event the reader has not seen becomes seen, in one statement. */
  async setAllSeen(user: AuthUser): Promise<SeenResult> {
    const reader = await audienceReader(this.audience, user, Resource.Events);
    const [{ marked }] = await this.db.manager.query<[{ marked: number }]>(
      `WITH marked AS (
         INSERT INTO event_seen (kindergarten_id, event_id, user_id)
         SELECT e.kindergarten_id, e.id, $1 FROM events e
          WHERE e.kindergarten_id = $5 AND ${readerSeesSql('e', 1)}
            AND NOT EXISTS (SELECT 1 FROM event_seen s WHERE s.user_id = $1 AND s.event_id = e.id)
         ON CONFLICT DO NOTHING RETURNING 1)
       SELECT count(*)::int AS marked FROM marked`,
      [...readerParams(reader), user.kindergartenId],
    );
    return { marked };
  }

  private async find(reader: AudienceReader, user: AuthUser, id: number): Promise<StoredRow> {
    const [row] = await this.db.manager.query<StoredRow[]>(`${SELECT} AND e.id = $6`, [
      ...readerParams(reader),
      user.kindergartenId,
      id,
    ]);
    if (!row) throw new NotFoundError(eventTexts.notFound);
    return row;
  }

  private output(user: AuthUser, reader: AudienceReader, { authorId, ...row }: StoredRow): EventRow {
    return { ...row, canEdit: readerMay(user, reader, Resource.Events, 'update', authorId) };
  }

  private async announce(user: AuthUser, id: number, body: SaveEventBody, description: string): Promise<void> {
    await this.notifier.announce({
      kind: 'event',
      kindergartenId: user.kindergartenId!,
      id,
      title: body.title,
      content: description,
      authorId: user.userId,
      userIds: await this.audience.userIds(user.kindergartenId!, body),
    });
  }
}
