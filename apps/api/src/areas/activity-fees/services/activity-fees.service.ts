import { Injectable } from '@nestjs/common';
import {
  type ActivitySummaryRow,
  activityFeeMessages as messages,
  type FeeListQuery,
  type FeeListResponse,
  type GenerateFeesRequest,
  type GenerateFeesResult,
  type NotificationSummary,
  type NotifyRequest,
  type NotifyResult,
  type ProviderSummaryRow,
  type StudentMonth,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { BadInputError, ConflictError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { sofiaToday } from '../../../platform/export/index.js';
import { CommunicationNotifier } from '../../communication/communication-notifier.js';
import { ActivityFeesRepository } from '../data/activity-fees.repository.js';
import { FeeAnnouncer } from './fee-announcer.js';
import { monthText } from './fee-texts.js';

/** The kindergarten the user acts in (every route here is a kindergarten member's). */
export const kindergartenOf = (user: AuthUser): number => {
  if (user.kindergartenId === null) throw new NotFoundError(messages.feeNotFound);
  return user.kindergartenId;
};

/**
 * The monthly fees (docs/activity-fees.md): generation, the list, a child's month, deleting a fee, the summaries and
 * the notification of unpaid fees.
 */
@Injectable()
export class ActivityFeesService {
  constructor(
    private readonly fees: ActivityFeesRepository,
    private readonly announcer: FeeAnnouncer,
    private readonly notifier: CommunicationNotifier,
  ) {}

  /** One set-based statement for the whole month (GENERATE_SQL). */
  async generate(user: AuthUser, input: GenerateFeesRequest): Promise<GenerateFeesResult> {
    const kindergartenId = kindergartenOf(user);
    const today = sofiaToday();
    const nextMonth = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7));
    if (input.year * 12 + input.month > nextMonth)
      throw new BadInputError(messages.futureMonth, { month: [messages.futureMonth] });
    if (input.activityId !== undefined && !(await this.fees.activityExists(kindergartenId, input.activityId))) {
      throw new NotFoundError(messages.activityNotFound);
    }
    const { feeIds, ...result } = await this.fees.generate(
      kindergartenId,
      input.year,
      input.month,
      input.activityId ?? null,
      user.userId,
    );
    await this.announcer.feesChanged(kindergartenId, feeIds);
    return result;
  }

  list(user: AuthUser, query: FeeListQuery): Promise<FeeListResponse> {
    return this.fees.list(kindergartenOf(user), query);
  }

  /** The child's fees of the month with every payment (annulled ones too). */
  async studentMonth(user: AuthUser, year: number, month: number, studentId: number): Promise<StudentMonth> {
    const kindergartenId = kindergartenOf(user);
    const heading = await this.fees.studentHeading(kindergartenId, year, month, studentId);
    if (!heading) throw new NotFoundError(messages.studentNotFound);
    const fees = await this.fees.studentFees(kindergartenId, year, month, studentId);
    const payments = await this.fees.paymentsOf(fees.map((fee) => fee.id));
    const rows = fees.map((fee) => ({
      ...fee,
      payments: payments.filter((payment) => payment.feeId === fee.id).map(({ feeId: _, ...payment }) => payment),
    }));
    return {
      studentId,
      ...heading,
      year,
      month,
      fees: rows,
      totals: {
        amountCents: rows.reduce((sum, fee) => sum + fee.amountCents, 0),
        paidCents: rows.reduce((sum, fee) => sum + fee.paidCents, 0),
        dueCents: rows.reduce((sum, fee) => sum + fee.dueCents, 0),
      },
    };
  }

  /** A fee without payments; the audit trail keeps the row as it was. */
  async remove(user: AuthUser, id: number): Promise<void> {
    const kindergartenId = kindergartenOf(user);
    const fee = await this.fees.feeForDelete(kindergartenId, id);
    if (!fee) throw new NotFoundError(messages.feeNotFound);
    if (fee.livePayments > 0) throw new ConflictError(messages.hasPayments);
    if (fee.untouchable) throw new ConflictError(messages.hasHistory);
    await this.fees.deleteFee(id);
    await this.announcer.feesChanged(kindergartenId, [id]);
  }

  summaryByActivity(user: AuthUser, year: number, month: number): Promise<ActivitySummaryRow[]> {
    return this.fees.summaryByActivity(kindergartenOf(user), year, month);
  }

  summaryByProvider(user: AuthUser, year: number, month: number): Promise<ProviderSummaryRow[]> {
    return this.fees.summaryByProvider(kindergartenOf(user), year, month);
  }

  async notificationSummary(
    user: AuthUser,
    year: number,
    month: number,
    activityId: number | undefined,
  ): Promise<NotificationSummary> {
    const kindergartenId = kindergartenOf(user);
    const activities = (await this.fees.summaryByActivity(kindergartenId, year, month)).filter(
      (row) => row.dueCents > 0 && (activityId === undefined || row.activityId === activityId),
    );
    const parents = await this.fees.unpaidByParent(kindergartenId, year, month, activityId ?? null);
    return {
      year,
      month,
      activities,
      parents: parents.map(({ userId: _, ...parent }) => parent),
      totalDueCents: activities.reduce((sum, row) => sum + row.dueCents, 0),
    };
  }

  /**
   * One message from the director to every parent (with an account) of a child with an unpaid fee of the month: stored
   * with its recipients in one statement, pushed to their open pages after the commit, and e-mailed by one background
   * job that fans out a mail job per subscribed parent (CommunicationNotifier, docs/communication.md).
   */
  async notify(user: AuthUser, input: NotifyRequest): Promise<NotifyResult> {
    const kindergartenId = kindergartenOf(user);
    const parents = await this.fees.unpaidByParent(kindergartenId, input.year, input.month, input.activityId ?? null);
    const userIds = [...new Set(parents.flatMap((parent) => (parent.userId === null ? [] : [parent.userId])))];
    if (!userIds.length) throw new BadInputError(messages.nothingToNotify, { month: [messages.nothingToNotify] });
    const period = monthText(input.year, input.month);
    const title = `Неплатени такси за допълнителни дейности за ${period}`;
    const content =
      `<p>Уважаеми родители, имате неплатени такси за допълнителни дейности за ${period}.</p>` +
      `<p>Можете да видите и да платите таксите на страницата „Такси“ в „Асистент за детски градини“ ` +
      `или на касата в детската градина.</p>`;
    const messageId = await this.fees.insertMessage(kindergartenId, user.userId, title, content, userIds);
    await this.notifier.announce({
      kind: 'message',
      kindergartenId,
      id: messageId,
      title,
      content,
      authorId: user.userId,
      userIds,
    });
    return { messageId, recipients: userIds.filter((id) => id !== user.userId).length };
  }
}
