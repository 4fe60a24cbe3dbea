import { Injectable } from '@nestjs/common';
import type { CreateNoticeBody, NoticeRow } from '@kg/contracts';
import { Db } from '../../../platform/database/db.service.js';
import type { AudienceReader } from '../../communication/audience-reader.js';
import { readerParams, readerSeesSql } from '../../communication/data/audience.sql.js';

/** The notices the reader sees. Parameters $1 … $4 are the reader (readerParams); $5 the kindergarten. */
const VISIBLE = `FROM board_notices n WHERE n.kindergarten_id = $5 AND ${readerSeesSql('n', 1)}`;

/** A notice as read, with its author's id (whether the reader may delete it). */
export interface StoredNoticeRow extends Omit<NoticeRow, 'canDelete'> {
  authorId: number;
}

/** How many of the chosen notices the reader sees, and how many became seen. */
export interface NoticesSeenRow {
  visible: number;
  marked: number;
}

/** The statements of the notice board (docs/notice-board.md); every row typed. */
@Injectable()
export class NoticeBoardRepository {
  constructor(private readonly db: Db) {}

  /** The board as the reader sees it, in its order. */
  list(reader: AudienceReader, kindergartenId: number | null): Promise<StoredNoticeRow[]> {
    return this.db.sql.many<StoredNoticeRow>(
      `SELECT n.id, n.title, n.content, to_char(n.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS date,
              concat_ws(' ', u.first_name, u.last_name) AS name,
              EXISTS (SELECT 1 FROM board_notice_seen s WHERE s.user_id = $1 AND s.notice_id = n.id) AS "seenByCurrentUser",
              n.audience, n.class_ids AS "classIds", n.user_ids AS "userIds", n.created_by AS "authorId"
         FROM board_notices n JOIN users u ON u.id = n.created_by
        WHERE n.kindergarten_id = $5 AND ${readerSeesSql('n', 1)}
        ORDER BY n.position, n.id`,
      [...readerParams(reader), kindergartenId],
    );
  }

  /** The ids of the kindergarten's notices, locked so that two changes of the board take turns. */
  async lockBoard(kindergartenId: number | null): Promise<number[]> {
    const rows = await this.db.sql.many<{ id: number }>(`SELECT id FROM board_notices WHERE kindergarten_id = $1 FOR UPDATE`, [
      kindergartenId,
    ]);
    return rows.map((row) => row.id);
  }

  /** A new notice at the top of the board. */
  async insert(kindergartenId: number | null, body: CreateNoticeBody, content: string, authorId: number): Promise<number> {
    const { id } = await this.db.sql.one<{ id: number }>(
      `INSERT INTO board_notices (kindergarten_id, title, content, audience, class_ids, user_ids, created_by, position)
       SELECT $1, $2, $3, $4, $5, $6, $7, coalesce(min(position), 1) - 1 FROM board_notices WHERE kindergarten_id = $1
       RETURNING id`,
      [kindergartenId, body.title, content, body.audience, body.classIds, body.userIds, authorId],
    );
    return id;
  }

  /** The author of the notice when the reader sees it. */
  async visibleAuthor(reader: AudienceReader, kindergartenId: number | null, id: number): Promise<number | undefined> {
    const row = await this.db.sql.maybe<{ created_by: number }>(`SELECT n.created_by ${VISIBLE} AND n.id = $6`, [
      ...readerParams(reader),
      kindergartenId,
      id,
    ]);
    return row?.created_by;
  }

  async remove(id: number, kindergartenId: number | null): Promise<void> {
    await this.db.sql.exec(`DELETE FROM board_notices WHERE id = $1 AND kindergarten_id = $2`, [id, kindergartenId]);
  }

  /** The board's order: each notice at its index in `ids`. */
  async order(kindergartenId: number | null, ids: readonly number[]): Promise<void> {
    await this.db.sql.exec(
      `UPDATE board_notices n SET position = o.position
         FROM unnest($2::int[]) WITH ORDINALITY AS o(id, position)
        WHERE n.id = o.id AND n.kindergarten_id = $1`,
      [kindergartenId, ids],
    );
  }

  /** The given notices (all of them visible, or none marked), or every visible one (`ids` null), become seen. */
  seen(reader: AudienceReader, kindergartenId: number | null, ids: number[] | null): Promise<NoticesSeenRow> {
    return this.db.sql.one<NoticesSeenRow>(
      `WITH chosen AS (SELECT n.id, n.kindergarten_id ${VISIBLE} AND ($6::int[] IS NULL OR n.id = ANY ($6))),
            marked AS (
              INSERT INTO board_notice_seen (kindergarten_id, notice_id, user_id)
              SELECT kindergarten_id, id, $1 FROM chosen
               WHERE $6::int[] IS NULL OR cardinality($6::int[]) = (SELECT count(*) FROM chosen)
              ON CONFLICT DO NOTHING RETURNING 1)
       SELECT (SELECT count(*)::int FROM chosen) AS visible, (SELECT count(*)::int FROM marked) AS marked`,
      [...readerParams(reader), kindergartenId, ids],
    );
  }
}
