import { Injectable } from '@nestjs/common';
import {
  type CreateNoticeBody,
  NOTICE_BOARD_MAX,
  noticeBoardTexts,
  type NoticeRow,
  type NoticesSeenRequest,
  type OrderNoticesRequest,
  type PagedResult,
  Resource,
  type SaveResult,
  type SeenResult,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { BadInputError, ForbiddenError, NotFoundError } from '../../../platform/errors/domain-errors.js';
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

/** Parameters $1 … $4 are the reader (readerParams); $5 the kindergarten. */
const VISIBLE = `FROM board_notices n WHERE n.kindergarten_id = $5 AND ${readerSeesSql('n', 1)}`;

interface StoredRow extends Omit<NoticeRow, 'canDelete'> {
  authorId: number;
}

/**
 * The notice board (docs/notice-board.md): the kindergarten's notices in the order it gives them, read through their
 * audience; a new notice goes to the top; the managers of the board (all-groups read and update) order it.
 */
@Injectable()
export class NoticeBoardService {
  constructor(
    private readonly db: Db,
    private readonly audience: AudienceService,
    private readonly notifier: CommunicationNotifier,
  ) {}

  async list(user: AuthUser): Promise<PagedResult<NoticeRow>> {
    const reader = await this.reader(user);
    const rows = await this.db.manager.query<StoredRow[]>(
      `SELECT n.id, n.title, n.content, to_char(n.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS date,
              concat_ws(' ', u.first_name, u.last_name) AS name,
              EXISTS (SELECT 1 FROM board_notice_seen s WHERE s.user_id = $1 AND s.notice_id = n.id) AS "seenByCurrentUser",
              n.audience, n.class_ids AS "classIds", n.user_ids AS "userIds", n.created_by AS "authorId"
         FROM board_notices n JOIN users u ON u.id = n.created_by
        WHERE n.kindergarten_id = $5 AND ${readerSeesSql('n', 1)}
        ORDER BY n.position, n.id`,
      [...readerParams(reader), user.kindergartenId],
    );
    const result = rows.map(({ authorId, ...row }) => ({
      ...row,
      canDelete: readerMay(user, reader, Resource.DashboardGroupMessages, 'delete', authorId),
    }));
    return { result, rowsCount: result.length };
  }

  async create(user: AuthUser, body: CreateNoticeBody): Promise<SaveResult> {
    await this.audience.assertMayAddress(user, Resource.DashboardGroupMessages, body);
    // The board's rows are locked so that two notices posted at once get distinct places at the top.
    const notices = await this.db.manager.query<{ id: number }[]>(
      `SELECT id FROM board_notices WHERE kindergarten_id = $1 FOR UPDATE`,
      [user.kindergartenId],
    );
    if (notices.length >= NOTICE_BOARD_MAX) throw new BadInputError(noticeBoardTexts.boardFull);
    const content = sanitizeRichText(body.content);
    const [row] = await this.db.manager.query<{ id: number }[]>(
      `INSERT INTO board_notices (kindergarten_id, title, content, audience, class_ids, user_ids, created_by, position)
       SELECT $1, $2, $3, $4, $5, $6, $7, coalesce(min(position), 1) - 1 FROM board_notices WHERE kindergarten_id = $1
       RETURNING id`,
      [user.kindergartenId, body.title, content, body.audience, body.classIds, body.userIds, user.userId],
    );
    await this.notifier.announce({
      kind: 'notice',
      kindergartenId: user.kindergartenId!,
      id: row!.id,
      title: body.title,
      content,
      authorId: user.userId,
      userIds: await this.audience.userIds(user.kindergartenId!, body),
    });
    return { isSuccessful: true, entityId: row!.id };
  }

  async remove(user: AuthUser, id: number): Promise<void> {
    const reader = await this.reader(user);
    const [row] = await this.db.manager.query<{ created_by: number }[]>(`SELECT n.created_by ${VISIBLE} AND n.id = $6`, [
      ...readerParams(reader),
      user.kindergartenId,
      id,
    ]);
    if (!row) throw new NotFoundError(noticeBoardTexts.notFound);
    if (!readerMay(user, reader, Resource.DashboardGroupMessages, 'delete', row.created_by)) throw new ForbiddenError();
    await this.db.manager.query(`DELETE FROM board_notices WHERE id = $1 AND kindergarten_id = $2`, [id, user.kindergartenId]);
  }

  /** The whole board in its new order: exactly the kindergarten's notices, each once, or 400. */
  async order(user: AuthUser, request: OrderNoticesRequest): Promise<void> {
    const reader = await this.reader(user);
    if (!reader.manages) throw new ForbiddenError();
    const current = await this.db.manager.query<{ id: number }[]>(
      `SELECT id FROM board_notices WHERE kindergarten_id = $1 FOR UPDATE`,
      [user.kindergartenId],
    );
    const known = new Set(current.map((row) => row.id));
    if (current.length !== request.ids.length || request.ids.some((id) => !known.has(id))) {
      throw new BadInputError(noticeBoardTexts.orderMismatch, { ids: [noticeBoardTexts.orderMismatch] });
    }
    await this.db.manager.query(
      `UPDATE board_notices n SET position = o.position
         FROM unnest($2::int[]) WITH ORDINALITY AS o(id, position)
        WHERE n.id = o.id AND n.kindergarten_id = $1`,
      [user.kindergartenId, request.ids],
    );
  }

  /** The given notices (each must be visible, or 404), or every visible one, become seen — one statement. */
  async seen(user: AuthUser, request: NoticesSeenRequest): Promise<SeenResult> {
    const reader = await this.reader(user);
    const ids = request.ids === undefined ? null : [...new Set(request.ids)];
    const [result] = await this.db.manager.query<{ visible: number; marked: number }[]>(
      `WITH chosen AS (SELECT n.id, n.kindergarten_id ${VISIBLE} AND ($6::int[] IS NULL OR n.id = ANY ($6))),
            marked AS (
              INSERT INTO board_notice_seen (kindergarten_id, notice_id, user_id)
              SELECT kindergarten_id, id, $1 FROM chosen
               WHERE $6::int[] IS NULL OR cardinality($6::int[]) = (SELECT count(*) FROM chosen)
              ON CONFLICT DO NOTHING RETURNING 1)
       SELECT (SELECT count(*)::int FROM chosen) AS visible, (SELECT count(*)::int FROM marked) AS marked`,
      [...readerParams(reader), user.kindergartenId, ids],
    );
    if (ids !== null && result!.visible !== ids.length) throw new NotFoundError(noticeBoardTexts.notFound);
    return { marked: result!.marked };
  }

  private reader(user: AuthUser): Promise<AudienceReader> {
    return audienceReader(this.audience, user, Resource.DashboardGroupMessages);
  }
}
