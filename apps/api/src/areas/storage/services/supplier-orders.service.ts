import { Injectable } from '@nestjs/common';
import {
  add,
  documentMoney,
  type Exact,
  exact,
  type OrdersBookExportQuery,
  type PagedResult,
  type ProductUnit,
  productUnitLabels,
  Resource,
  round,
  type SaveResult,
  type SaveSupplierOrderRequest,
  type SendSupplierOrderRequest,
  storageMessages,
  subtract,
  sumOf,
  SupplierOrderChannel,
  supplierOrderChannelLabels,
  type SupplierOrderDetails,
  type SupplierOrderListQuery,
  supplierOrderMessages as messages,
  type SupplierOrderRow,
  SupplierOrderState,
  supplierOrderStateLabels,
  type SupplierOrderSuggestion,
  type SupplierOrderSuggestionQuery,
  type SupplierOrderSuggestionRow,
} from '@kg/contracts';
import { assertSaveOneAllowed } from '../../../platform/access/reach.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { BadInputError, ConflictError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import {
  bgDate,
  bgDecimal,
  excelSheet,
  exportFile,
  type ExportFile,
  renderPdf,
  renderWorkbook,
  sofiaToday,
} from '../../../platform/export/index.js';
import { MailService } from '../../../platform/mail/mail.service.js';
import { addDays } from '../../days-off/services/bulgarian-holidays.js';
import { CalendarLocks, EntryModule } from '../../days-off/services/calendar-locks.service.js';
import { RegistersRepository } from '../data/registers.repository.js';
import { StockRepository } from '../data/stock.repository.js';
import { SupplierOrdersRepository } from '../data/supplier-orders.repository.js';
import { kindergartenOf } from './kindergarten-of.js';
import { OutflowLinesReader } from './outflow-lines.js';

const positive = (value: Exact): boolean => value.digits > 0n;
/** Up to the next thousandth (an order never asks for less than the shortage). */
function ceilTo3(value: Exact): string {
  if (value.scale <= 3) return round(value, 3);
  const factor = 10n ** BigInt(value.scale - 3);
  const whole = value.digits / factor;
  return round({ digits: value.digits % factor > 0n ? whole + 1n : whole, scale: 3 }, 3);
}
const collator = new Intl.Collator('bg');
const quantityOf = (value: string, unit: ProductUnit): string =>
  `${bgDecimal(value, 3)} ${productUnitLabels[unit].toLowerCase()}`;

/**
 * Supplier orders (заявки за доставка; docs/storage.md "Supplier orders"): a numbered draft → sent (its PDF e-mailed to
 * the supplier through the mail outbox, or recorded as told by phone or in person) → delivered (linked to the stock
 * receipt of the delivery); a draft or a sent order may be cancelled; only a draft is edited, only the year's last draft
 * deleted. The suggestion fills an order from the approved menus less the stock; the orders book lists them.
 */
@Injectable()
export class SupplierOrdersService {
  constructor(
    private readonly orders: SupplierOrdersRepository,
    private readonly registers: RegistersRepository,
    private readonly stock: StockRepository,
    private readonly linesReader: OutflowLinesReader,
    private readonly locks: CalendarLocks,
    private readonly mail: MailService,
  ) {}

  list(user: AuthUser, query: SupplierOrderListQuery): Promise<PagedResult<SupplierOrderRow>> {
    return this.orders.list(kindergartenOf(user), query);
  }

  async nextNumber(user: AuthUser, year: number | undefined): Promise<{ number: number }> {
    return { number: await this.orders.nextNumber(kindergartenOf(user), year ?? Number(sofiaToday().slice(0, 4))) };
  }

  async get(user: AuthUser, id: number): Promise<SupplierOrderDetails> {
    const order = await this.orders.get(kindergartenOf(user), id);
    if (!order) throw new NotFoundError(messages.notFound);
    const lines = await this.orders.lines(id);
    const comparison =
      order.state === SupplierOrderState.Delivered && order.receiptId
        ? (await this.orders.comparison(id, order.receiptId)).map((row) => ({
            ...row,
            difference: round(subtract(exact(row.received), exact(row.ordered)), 6),
          }))
        : [];
    return { ...order, lines, comparison, canDelete: order.isLast && order.state === SupplierOrderState.Draft };
  }

  /** Creates a draft (numbered), or edits a draft. */
  async save(user: AuthUser, body: SaveSupplierOrderRequest): Promise<SaveResult> {
    const kindergartenId = kindergartenOf(user);
    assertSaveOneAllowed(user, Resource.StockOrders, body.id);
    if (!(await this.registers.supplier(kindergartenId, body.supplierId))) {
      throw new NotFoundError(storageMessages.supplierNotFound);
    }
    if (!(await this.registers.warehouse(kindergartenId, body.warehouseId))) {
      throw new NotFoundError(storageMessages.warehouseNotFound);
    }
    await this.locks.assertEntryOpen(kindergartenId, body.orderDate, EntryModule.StorageAndKitchen);
    const lines = (await this.linesReader.toProductUnits(kindergartenId, body.lines)).map((line, index) => ({
      ...line,
      note: body.lines[index]!.note,
    }));
    const year = Number(body.orderDate.slice(0, 4));
    let id = body.id;
    if (id) {
      const current = await this.orders.lock(kindergartenId, id);
      if (!current) throw new NotFoundError(messages.notFound);
      if (current.state !== SupplierOrderState.Draft) throw new ConflictError(messages.onlyDraftEdited);
      await this.locks.assertEntryOpen(kindergartenId, current.orderDate, EntryModule.StorageAndKitchen);
      if (current.year !== year) throw new BadInputError('Невалидни данни.', { orderDate: [messages.yearChanged(current.year)] });
      await this.orders.update(id, body);
    } else {
      const number = await this.orders.takeNumber(kindergartenId, year);
      id = await this.orders.insert({ kindergartenId, year, number, body, createdBy: user.userId });
    }
    await this.orders.replaceLines(kindergartenId, id, lines);
    return { isSuccessful: true, entityId: id };
  }

  /**
   * Sends a draft: by e-mail its PDF goes to the supplier's address through the mail outbox (queued in this transaction,
   * sent after the commit and retried); by phone or in person the sending is only recorded.
   */
  async send(user: AuthUser, id: number, body: SendSupplierOrderRequest): Promise<SaveResult> {
    const kindergartenId = kindergartenOf(user);
    const order = await this.orders.lock(kindergartenId, id);
    if (!order) throw new NotFoundError(messages.notFound);
    if (order.state !== SupplierOrderState.Draft) throw new ConflictError(messages.alreadySent);
    await this.locks.assertEntryOpen(kindergartenId, order.orderDate, EntryModule.StorageAndKitchen);
    const supplier = (await this.registers.supplier(kindergartenId, order.supplierId))!;
    let sentTo: string | null = null;
    if (body.channel === SupplierOrderChannel.Email) {
      if (!supplier.email) throw new BadInputError('Невалидни данни.', { channel: [messages.noEmail] });
      sentTo = supplier.email;
      const details = await this.get(user, id);
      const file = await this.pdfOf(kindergartenId, details);
      const { name: kindergartenName } = await this.orders.kindergartenName(kindergartenId);
      await this.mail.sendLater({
        to: supplier.email,
        subject: `Заявка за доставка № ${details.number} от ${bgDate(details.orderDate)} г. – ${kindergartenName}`,
        text: [
          `Здравейте,`,
          ``,
          `${kindergartenName} изпраща заявка за доставка № ${details.number} от ${bgDate(details.orderDate)} г. ` +
            `с желана дата на доставка ${bgDate(details.deliveryDate)} г. (склад „${details.warehouseName}“).`,
          ``,
          ...details.lines.map(
            (line) =>
              `${line.position}. ${line.productName} – ${quantityOf(line.quantity, line.unit)}${line.note ? ` (${line.note})` : ''}`,
          ),
          ``,
          `Заявката е в приложения PDF файл.`,
        ].join('\n'),
        attachments: [
          {
            filename: file.fileName,
            contentType: file.contentType,
            content: file.content.toString('base64'),
            encoding: 'base64',
          },
        ],
      });
    } else if (body.channel === SupplierOrderChannel.Phone) {
      sentTo = supplier.phone;
    }
    await this.orders.markSent(id, body.channel, sentTo, user.userId);
    return { isSuccessful: true, entityId: id };
  }

  /** Marks a sent order delivered by the stock receipt of its supplier and warehouse (one order per receipt). */
  async deliver(user: AuthUser, id: number, receiptId: number): Promise<SaveResult> {
    const kindergartenId = kindergartenOf(user);
    const order = await this.orders.lock(kindergartenId, id);
    if (!order) throw new NotFoundError(messages.notFound);
    if (order.state !== SupplierOrderState.Sent) throw new ConflictError(messages.notSent);
    await this.locks.assertEntryOpen(kindergartenId, order.orderDate, EntryModule.StorageAndKitchen);
    const receipt = await this.orders.receipt(kindergartenId, receiptId);
    if (!receipt) throw new NotFoundError(storageMessages.receiptNotFound);
    if (receipt.supplierId !== order.supplierId || receipt.warehouseId !== order.warehouseId) {
      throw new BadInputError('Невалидни данни.', { receiptId: [messages.receiptOfOtherSupplier] });
    }
    if (receipt.receiptDate < order.orderDate) {
      throw new BadInputError('Невалидни данни.', { receiptId: [messages.receiptBeforeOrder] });
    }
    if (receipt.linkedNumber !== null) throw new ConflictError(messages.receiptLinked(receipt.linkedNumber));
    await this.orders.markDelivered(id, receiptId, user.userId);
    return { isSuccessful: true, entityId: id };
  }

  async cancel(user: AuthUser, id: number): Promise<SaveResult> {
    const kindergartenId = kindergartenOf(user);
    const order = await this.orders.lock(kindergartenId, id);
    if (!order) throw new NotFoundError(messages.notFound);
    if (order.state !== SupplierOrderState.Draft && order.state !== SupplierOrderState.Sent) {
      throw new ConflictError(messages.notCancellable);
    }
    await this.locks.assertEntryOpen(kindergartenId, order.orderDate, EntryModule.StorageAndKitchen);
    await this.orders.markCancelled(id, user.userId);
    return { isSuccessful: true, entityId: id };
  }

  /** Deletes a draft holding the year's last number (gap-free numbering): its number goes back to the counter. */
  async remove(user: AuthUser, id: number): Promise<void> {
    const kindergartenId = kindergartenOf(user);
    const order = await this.orders.lock(kindergartenId, id);
    if (!order) throw new NotFoundError(messages.notFound);
    if (order.state !== SupplierOrderState.Draft) throw new ConflictError(messages.onlyDraftDeleted);
    await this.locks.assertEntryOpen(kindergartenId, order.orderDate, EntryModule.StorageAndKitchen);
    if (!(await this.orders.releaseNumber(kindergartenId, order.year, order.number))) {
      throw new ConflictError(messages.notLast((await this.orders.nextNumber(kindergartenId, order.year)) - 1));
    }
    await this.orders.remove(id);
  }

  async pdf(user: AuthUser, id: number): Promise<ExportFile> {
    return this.pdfOf(kindergartenOf(user), await this.get(user, id));
  }

  /** „Заявка за доставка № N“: supplier with ЕИК, warehouse, the desired delivery, the lines and the signatures. */
  private async pdfOf(kindergartenId: number, order: SupplierOrderDetails): Promise<ExportFile> {
    const { name: kindergartenName } = await this.orders.kindergartenName(kindergartenId);
    const document = await renderPdf({
      title: `Заявка за доставка № ${order.number}`,
      subtitle: `от ${bgDate(order.orderDate)} г.`,
      kindergartenName,
      orientation: 'portrait',
      blocks: [
        {
          kind: 'fields',
          fields: [
            { label: 'Доставчик', value: `${order.supplierName}, ЕИК ${order.supplierEik}` },
            { label: 'Склад', value: order.warehouseName },
            { label: 'Желана дата на доставка', value: `${bgDate(order.deliveryDate)} г.` },
            { label: 'Състояние', value: supplierOrderStateLabels[order.state] },
            ...(order.sentChannel
              ? [
                  {
                    label: 'Изпратена',
                    value: [supplierOrderChannelLabels[order.sentChannel], order.sentTo].filter(Boolean).join(', '),
                  },
                ]
              : []),
            ...(order.note ? [{ label: 'Бележка', value: order.note }] : []),
          ],
        },
        {
          kind: 'table',
          columns: [
            { header: '№', width: 22, align: 'right' },
            { header: 'Продукт' },
            { header: 'Мярка', width: 60 },
            { header: 'Количество', width: 70, align: 'right' },
            { header: 'Бележка', width: 120 },
          ],
          rows: order.lines.map((line) => [
            String(line.position),
            line.productName,
            productUnitLabels[line.unit],
            bgDecimal(line.quantity, 3),
            line.note ?? '',
          ]),
        },
        { kind: 'paragraph', text: `Заявил (домакин): ............................   ${order.createdByName ?? ''}`.trimEnd() },
        { kind: 'paragraph', text: 'Утвърдил (директор): ............................' },
        { kind: 'paragraph', text: 'Приел заявката (доставчик): ............................' },
      ],
    });
    return exportFile('pdf', document, { title: 'Заявка за доставка', subject: `№ ${order.number}` });
  }

  // ------------------------------------------------------------------ the orders book

  async bookPdf(user: AuthUser, query: OrdersBookExportQuery): Promise<ExportFile> {
    const kindergartenId = kindergartenOf(user);
    const { rows, subject, total } = await this.book(kindergartenId, query);
    const document = await renderPdf({
      title: 'Книга на заявките към доставчици',
      subtitle: subject,
      kindergartenName: (await this.orders.kindergartenName(kindergartenId)).name,
      orientation: 'landscape',
      blocks: [
        {
          kind: 'table',
          columns: [
            { header: '№', width: 30, align: 'right' },
            { header: 'Дата', width: 60 },
            { header: 'Доставчик' },
            { header: 'Склад', width: 100 },
            { header: 'Доставка до', width: 60 },
            { header: 'Състояние', width: 65 },
            { header: 'Разписка №', width: 55, align: 'right' },
            { header: 'Стойност, €', width: 65, align: 'right' },
          ],
          rows: [
            ...rows.map((row) => [
              String(row.number),
              bgDate(row.orderDate),
              row.supplierName,
              row.warehouseName,
              bgDate(row.deliveryDate),
              supplierOrderStateLabels[row.state],
              row.receiptNumber === null ? '—' : String(row.receiptNumber),
              row.value === null ? '—' : bgDecimal(row.value, 2),
            ]),
            ['', '', 'Общо доставено', '', '', '', '', bgDecimal(total, 2)],
          ],
        },
      ],
    });
    return exportFile('pdf', document, { title: 'Книга на заявките', subject });
  }

  async bookExcel(user: AuthUser, query: OrdersBookExportQuery): Promise<ExportFile> {
    const { rows, subject } = await this.book(kindergartenOf(user), query);
    const sheet = excelSheet<SupplierOrderRow>({
      name: 'Книга на заявките',
      columns: [
        { header: '№', type: 'integer', value: (row) => row.number },
        { header: 'Дата', type: 'date', value: (row) => row.orderDate },
        { header: 'Доставчик', type: 'text', value: (row) => row.supplierName, width: 36 },
        { header: 'Склад', type: 'text', value: (row) => row.warehouseName },
        { header: 'Доставка до', type: 'date', value: (row) => row.deliveryDate },
        { header: 'Състояние', type: 'text', value: (row) => supplierOrderStateLabels[row.state] },
        { header: 'Разписка №', type: 'integer', value: (row) => row.receiptNumber },
        { header: 'Стойност, €', type: 'decimal', places: 2, value: (row) => row.value },
      ],
      rows,
    });
    return exportFile('excel', await renderWorkbook([sheet]), { title: 'Книга на заявките', subject });
  }

  private async book(
    kindergartenId: number,
    query: OrdersBookExportQuery,
  ): Promise<{ rows: SupplierOrderRow[]; subject: string; total: string }> {
    const year = query.year ?? (query.fromDate || query.toDate ? undefined : Number(sofiaToday().slice(0, 4)));
    const rows = await this.orders.book(kindergartenId, { ...query, ...(year ? { year } : {}) });
    const period = [
      year ? `${year} г.` : '',
      query.fromDate ? `от ${bgDate(query.fromDate)}` : '',
      query.toDate ? `до ${bgDate(query.toDate)}` : '',
      query.state ? supplierOrderStateLabels[query.state].toLowerCase() : '',
    ]
      .filter(Boolean)
      .join(' ');
    const values = rows.flatMap((row) => (row.value === null ? [] : [row.value]));
    return { rows, subject: period, total: documentMoney(sumOf(values)) };
  }

  // ------------------------------------------------------------------ the suggestion from the menus

  /**
   * What the approved and published menus of the period need for the children expected (the menus area's estimate,
   * ESTIMATED_QUANTITIES_SQL, with the week's days outside the period and its days off left out) less what the warehouse
   * holds on `from` (every movement up to that day), per product in its own unit: only the shortages.
   */
  async suggestion(user: AuthUser, query: SupplierOrderSuggestionQuery): Promise<SupplierOrderSuggestion> {
    const kindergartenId = kindergartenOf(user);
    if (!(await this.registers.warehouse(kindergartenId, query.warehouseId))) {
      throw new NotFoundError(storageMessages.warehouseNotFound);
    }
    const menus = await this.orders.menusOf(kindergartenId, query.from, query.to);
    const needed = new Map<number, { name: string; unit: ProductUnit; quantity: Exact }>();
    const unconvertible = new Set<string>();
    const counted: SupplierOrderSuggestion['menus'] = [];
    for (const menu of menus) {
      const friday = addDays(menu.weekStart, 4);
      const locks = await this.locks.dayLocks(kindergartenId, menu.weekStart, friday, EntryModule.ChildAttendances);
      const leftOut = [1, 2, 3, 4, 5].filter((weekday) => {
        const day = addDays(menu.weekStart, weekday - 1);
        return day < query.from || day > query.to || locks.get(day)?.dayOff;
      });
      if (leftOut.length === 5) continue;
      counted.push(menu);
      const { products } = await this.orders.estimatedQuantities(menu.id, menu.weekStart, menu.ageBand, leftOut);
      for (const product of products) {
        if (product.quantity === null) {
          unconvertible.add(product.name);
          continue;
        }
        const sum = needed.get(product.productId);
        needed.set(product.productId, {
          name: product.name,
          unit: product.unit,
          quantity: sum ? add(sum.quantity, exact(product.quantity)) : exact(product.quantity),
        });
      }
    }
    const available = new Map(
      (await this.stock.availableOn(kindergartenId, query.from, query.warehouseId)).map((row) => [row.productId, row.quantity]),
    );
    const rows: SupplierOrderSuggestionRow[] = [];
    for (const [productId, product] of needed) {
      const inStock = available.get(productId) ?? '0';
      const shortage = subtract(product.quantity, exact(inStock));
      if (!positive(shortage)) continue;
      rows.push({
        productId,
        productName: product.name,
        unit: product.unit,
        needed: round(product.quantity, 3),
        available: inStock,
        shortage: ceilTo3(shortage),
      });
    }
    rows.sort((a, b) => collator.compare(a.productName, b.productName) || a.productId - b.productId);
    return { menus: counted, unconvertible: [...unconvertible].sort(collator.compare), rows };
  }
}
