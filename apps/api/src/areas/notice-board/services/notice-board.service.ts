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
import { BadInputError, ForbiddenError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { sanitizeRichText } from '../../../platform/sanitize/rich-text.js';
import { AudienceService } from '../../communication/audience.service.js';
import { CommunicationNotifier } from '../../communication/communication-notifier.js';
import { type AudienceReader, audienceReader, readerMay } from '../../communication/audience-reader.js';
import { NoticeBoardRepository } from '../data/notice-board.repository.js';

/**
 * The notice board (docs/notice-board.md): the kindergarten's notices in the order it gives them, read through their
 * audience; a new notice goes to the top; the managers of the board (all-groups read and update) order it.
 */
@Injectable()
export class NoticeBoardService {
  constructor(
    private readonly notices: NoticeBoardRepository,
    private readonly audience: AudienceService,
    private readonly notifier: CommunicationNotifier,
  ) {}

  async list(user: AuthUser): Promise<PagedResult<NoticeRow>> {
    const reader = await this.reader(user);
    const rows = await this.notices.list(reader, user.kindergartenId);
    const result = rows.map(({ authorId, ...row }) => ({
      ...row,
      canDelete: readerMay(user, reader, Resource.DashboardGroupMessages, 'delete', authorId),
    }));
    return { result, rowsCount: result.length };
  }

  async create(user: AuthUser, body: CreateNoticeBody): Promise<SaveResult> {
    await this.audience.assertMayAddress(user, Resource.DashboardGroupMessages, body);
    // The board's rows are locked so that two notices posted at once get distinct places at the top.
    const notices = await this.notices.lockBoard(user.kindergartenId);
    if (notices.length >= NOTICE_BOARD_MAX) throw new BadInputError(noticeBoardTexts.boardFull);
    const content = sanitizeRichText(body.content);
    const id = await this.notices.insert(user.kindergartenId, body, content, user.userId);
    await this.notifier.announce({
      kind: 'notice',
      kindergartenId: user.kindergartenId!,
      id,
      title: body.title,
      content,
      authorId: user.userId,
      userIds: await this.audience.userIds(user.kindergartenId!, body),
    });
    return { isSuccessful: true, entityId: id };
  }

  async remove(user: AuthUser, id: number): Promise<undefined> {
    const reader = await this.reader(user);
    const authorId = await this.notices.visibleAuthor(reader, user.kindergartenId, id);
    if (authorId === undefined) throw new NotFoundError(noticeBoardTexts.notFound);
    if (!readerMay(user, reader, Resource.DashboardGroupMessages, 'delete', authorId)) throw new ForbiddenError();
    await this.notices.remove(id, user.kindergartenId);
  }

  /** The whole board in its new order: exactly the kindergarten's notices, each once, or 400. */
  async order(user: AuthUser, request: OrderNoticesRequest): Promise<undefined> {
    const reader = await this.reader(user);
    if (!reader.manages) throw new ForbiddenError();
    const current = await this.notices.lockBoard(user.kindergartenId);
    const known = new Set(current);
    if (current.length !== request.ids.length || request.ids.some((id) => !known.has(id))) {
      throw new BadInputError(noticeBoardTexts.orderMismatch, { ids: [noticeBoardTexts.orderMismatch] });
    }
    await this.notices.order(user.kindergartenId, request.ids);
  }

  /** The given notices (each must be visible, or 404), or every visible one, become seen — one statement. */
  async seen(user: AuthUser, request: NoticesSeenRequest): Promise<SeenResult> {
    const reader = await this.reader(user);
    const ids = request.ids === undefined ? null : [...new Set(request.ids)];
    const result = await this.notices.seen(reader, user.kindergartenId, ids);
    if (ids !== null && result.visible !== ids.length) throw new NotFoundError(noticeBoardTexts.notFound);
    return { marked: result.marked };
  }

  private reader(user: AuthUser): Promise<AudienceReader> {
    return audienceReader(this.audience, user, Resource.DashboardGroupMessages);
  }
}
