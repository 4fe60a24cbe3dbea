import { Injectable } from '@nestjs/common';
import {
  activityFeeMessages as messages,
  type AnnulPaymentRequest,
  type AnnulResult,
  type BatchListQuery,
  type BatchPaymentRequest,
  DESK_PAYMENT_METHODS,
  PaymentMethod,
  paymentMethodLabels,
  type PaymentType,
  type PersonOption,
  type RecordedBatch,
  type RecordedPayment,
  type RecordPaymentRequest,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { BadInputError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import {
  bgDate,
  bgDateTime,
  exportFile,
  type ExportFile,
  type PdfDocument,
  renderPdf,
  sofiaToday,
} from '../../../platform/export/index.js';
import {
  ActivityFeesRepository,
  type BatchReceiptRow,
  type LockedFee,
  type ReceiptRow,
} from '../data/activity-fees.repository.js';
import { kindergartenOf } from './activity-fees.service.js';
import { FeeAnnouncer } from './fee-announcer.js';
import { euro, monthText } from './fee-texts.js';

const isDesk = (method: PaymentMethod): boolean => (DESK_PAYMENT_METHODS as readonly PaymentMethod[]).includes(method);
const due = (fee: LockedFee): number => Math.max(fee.amountCents - fee.paidCents, 0);

/**
 * The desk's payments (docs/activity-fees.md "Payments"): one fee or a family's several at once (a batch, one
 * receipt), cash receipts numbered per kindergarten and year without gaps, annulment with a reason, the receipts' PDF.
 * The fees are locked (FOR UPDATE) before the check, so two payments at once cannot both take what is due.
 */
@Injectable()
export class ActivityPaymentsService {
  constructor(
    private readonly fees: ActivityFeesRepository,
    private readonly announcer: FeeAnnouncer,
  ) {}

  async pay(user: AuthUser, input: RecordPaymentRequest): Promise<RecordedPayment> {
    const kindergartenId = kindergartenOf(user);
    this.checkDay(input.paidOn);
    const [fee] = await this.fees.lockFees(kindergartenId, [input.feeId]);
    if (!fee) throw new NotFoundError(messages.feeNotFound);
    if (fee.waitingExternal) this.refuse('feeId', messages.waitingExternal);
    if (!input.asCredit) {
      if (due(fee) === 0) this.refuse('amountCents', messages.alreadyPaid);
      if (input.amountCents > due(fee)) this.refuse('amountCents', messages.overDue(euro(due(fee))));
    }
    const receiptNumber =
      input.method === PaymentMethod.Cash
        ? await this.fees.nextReceiptNumber(kindergartenId, Number(input.paidOn.slice(0, 4)))
        : null;
    const [id] = await this.fees.insertPayments(kindergartenId, user.userId, [
      {
        feeId: fee.id,
        amountCents: input.amountCents,
        method: input.method,
        paidOn: input.paidOn,
        batchId: null,
        receiptNumber,
        note: input.note || null,
      },
    ]);
    const state = await this.fees.feeState(fee.id);
    await this.announcer.feesChanged(kindergartenId, [fee.id], `Плащане от ${euro(input.amountCents)} е получено.`);
    return {
      id: id!,
      feeId: fee.id,
      receiptNumber,
      status: state.status,
      paidCents: state.paidCents,
      dueCents: Math.max(state.amountCents - state.paidCents, 0),
    };
  }

  /** Several fees of one family, one batch and one receipt; all or nothing; each amount at most what is due. */
  async payBatch(user: AuthUser, input: BatchPaymentRequest): Promise<RecordedBatch> {
    const kindergartenId = kindergartenOf(user);
    this.checkDay(input.paidOn);
    const feeIds = input.items.map((item) => item.feeId);
    const locked = await this.fees.lockFees(kindergartenId, feeIds);
    if (locked.length !== feeIds.length) throw new NotFoundError(messages.feeNotFound);
    const byId = new Map(locked.map((fee) => [fee.id, fee]));
    const studentIds = [...new Set(locked.map((fee) => fee.studentId))];
    if (studentIds.length > 1 && !(await this.fees.oneFamily(studentIds))) this.refuse('items', messages.oneFamily);
    const amounts = input.items.map((item, index) => {
      const fee = byId.get(item.feeId)!;
      if (fee.waitingExternal) this.refuse(`items.${index}.feeId`, `${fee.studentName}: ${messages.waitingExternal}`);
      if (due(fee) === 0) this.refuse(`items.${index}.feeId`, messages.batchPaid(fee.studentName));
      const amount = item.amountCents ?? due(fee);
      if (amount > due(fee)) this.refuse(`items.${index}.amountCents`, messages.batchOverDue(fee.studentName, euro(due(fee))));
      return amount;
    });
    const receiptNumber =
      input.method === PaymentMethod.Cash
        ? await this.fees.nextReceiptNumber(kindergartenId, Number(input.paidOn.slice(0, 4)))
        : null;
    const note = input.note || null;
    const batchId = await this.fees.insertBatch(kindergartenId, user.userId, {
      method: input.method,
      paidOn: input.paidOn,
      payerName: input.payerName || null,
      note,
      receiptNumber,
    });
    const paymentIds = await this.fees.insertPayments(
      kindergartenId,
      user.userId,
      input.items.map((item, index) => ({
        feeId: item.feeId,
        amountCents: amounts[index]!,
        method: input.method,
        paidOn: input.paidOn,
        batchId,
        receiptNumber,
        note,
      })),
    );
    const totalCents = amounts.reduce((sum, amount) => sum + amount, 0);
    await this.announcer.feesChanged(kindergartenId, feeIds, `Плащане от ${euro(totalCents)} е получено.`);
    return { id: batchId, receiptNumber, totalCents, paymentIds };
  }

  /** Annuls a desk payment with a reason; a payment of a batch annuls its whole batch (one receipt). */
  async annul(user: AuthUser, id: number, input: AnnulPaymentRequest): Promise<AnnulResult> {
    const kindergartenId = kindergartenOf(user);
    const payment = await this.fees.paymentForAnnul(kindergartenId, id);
    if (!payment) throw new NotFoundError(messages.paymentNotFound);
    if (payment.annulledAt) this.refuse('id', messages.alreadyAnnulled);
    if (!isDesk(payment.method)) this.refuse('id', messages.onlineAnnul);
    const annulled = await this.fees.annul(kindergartenId, user.userId, id, payment.batchId, input.reason);
    const feeIds = [...new Set(annulled.map((row) => row.feeId))];
    await this.announcer.feesChanged(kindergartenId, feeIds);
    return { annulledPaymentIds: annulled.map((row) => row.id).sort((a, b) => a - b), feeIds };
  }

  batches(user: AuthUser, query: BatchListQuery) {
    return this.fees.batches(kindergartenOf(user), query);
  }

  cashiers(user: AuthUser): Promise<PersonOption[]> {
    return this.fees.cashiers(kindergartenOf(user));
  }

  paymentTypes(): PaymentType[] {
    return Object.values(PaymentMethod)
      .filter((value): value is PaymentMethod => typeof value === 'number' && value !== PaymentMethod.Undefined)
      .map((method) => ({ id: method, name: paymentMethodLabels[method], isDesk: isDesk(method) }));
  }

  async receipt(user: AuthUser, id: number): Promise<ExportFile> {
    const row = await this.fees.receipt(kindergartenOf(user), id);
    if (!row) throw new NotFoundError(messages.paymentNotFound);
    return exportFile('pdf', await renderPdf(receiptDocument(row)), {
      title: row.receiptNumber ? `Квитанция ${row.receiptNumber}` : 'Потвърждение за плащане',
      subject: row.studentName,
    });
  }

  async batchReceipt(user: AuthUser, id: number): Promise<ExportFile> {
    const row = await this.fees.batchReceipt(kindergartenOf(user), id);
    if (!row) throw new NotFoundError(messages.batchNotFound);
    return exportFile('pdf', await renderPdf(batchReceiptDocument(row)), {
      title: row.receiptNumber ? `Квитанция ${row.receiptNumber}` : 'Потвърждение за плащане',
      subject: row.payerName ?? 'Групово плащане',
    });
  }

  private checkDay(paidOn: string): void {
    if (paidOn > sofiaToday()) this.refuse('paidOn', messages.futureDay);
  }

  private refuse(field: string, message: string): never {
    throw new BadInputError(message, { [field]: [message] });
  }
}

const receiptTitle = (number: number | null, paidOn: string): string =>
  number ? `КВИТАНЦИЯ № ${number} / ${paidOn.slice(0, 4)}` : 'ПОТВЪРЖДЕНИЕ ЗА ПЛАЩАНЕ';

const annulledBlock = (annulledAt: string | null, reason: string | null): PdfDocument['blocks'] =>
  annulledAt ? [{ kind: 'paragraph', text: `АНУЛИРАНО на ${bgDateTime(annulledAt)}. Причина: ${reason ?? ''}` }] : [];

function receiptDocument(row: ReceiptRow): PdfDocument {
  return {
    title: receiptTitle(row.receiptNumber, row.paidOn),
    subtitle: 'за платена такса за допълнителна дейност',
    kindergartenName: row.kindergarten,
    blocks: [
      ...annulledBlock(row.annulledAt, row.annulReason),
      {
        kind: 'fields',
        fields: [
          { label: 'Дата на плащане', value: bgDate(row.paidOn) },
          { label: 'Дете', value: row.studentName },
          { label: 'Дейност', value: row.activityName },
          { label: 'Доставчик', value: `${row.providerName}, ЕИК ${row.providerEik}` },
          { label: 'Месец', value: monthText(row.year, row.month) },
          { label: 'Такса за месеца', value: euro(row.feeAmountCents) },
          { label: 'Платена сума', value: euro(row.amountCents) },
          { label: 'Начин на плащане', value: paymentMethodLabels[row.method] },
          { label: 'Остава за плащане', value: euro(Math.max(row.feeAmountCents - row.feePaidCents, 0)) },
          { label: 'Бележка', value: row.note },
          { label: 'Приел плащането', value: row.cashierName },
        ],
      },
      { kind: 'paragraph', text: 'Подпис на касиера: ............................' },
      { kind: 'paragraph', text: 'Подпис на платеца: ............................' },
    ],
  };
}

function batchReceiptDocument(row: BatchReceiptRow): PdfDocument {
  const total = row.lines.reduce((sum, line) => sum + line.amountCents, 0);
  return {
    title: receiptTitle(row.receiptNumber, row.paidOn),
    subtitle: 'за платени такси за допълнителни дейности (групово плащане)',
    kindergartenName: row.kindergarten,
    blocks: [
      ...annulledBlock(row.annulledAt, row.annulReason),
      {
        kind: 'fields',
        fields: [
          { label: 'Дата на плащане', value: bgDate(row.paidOn) },
          { label: 'Платец', value: row.payerName },
          { label: 'Начин на плащане', value: paymentMethodLabels[row.method] },
          { label: 'Бележка', value: row.note },
          { label: 'Приел плащането', value: row.cashierName },
        ],
      },
      {
        kind: 'table',
        columns: [
          { header: 'Дете' },
          { header: 'Дейност' },
          { header: 'Доставчик' },
          { header: 'Месец', width: 'auto' },
          { header: 'Сума', width: 'auto', align: 'right' },
        ],
        rows: [
          ...row.lines.map((line) => [
            line.studentName,
            line.activityName,
            line.providerName,
            monthText(line.year, line.month),
            euro(line.amountCents),
          ]),
          ['Общо', '', '', '', euro(total)],
        ],
      },
      { kind: 'paragraph', text: 'Подпис на касиера: ............................' },
      { kind: 'paragraph', text: 'Подпис на платеца: ............................' },
    ],
  };
}
