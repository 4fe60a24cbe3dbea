import { Injectable } from '@nestjs/common';
import {
  type Month,
  monthLabels,
  paymentMethodLabels,
  type ProtocolDocument,
  ProviderProtocolKind,
  providerInvoiceMessages as messages,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { NotFoundError } from '../../../platform/errors/domain-errors.js';
import { bgDate, bgDecimal, exportFile, type ExportFile, fromCents, renderPdf } from '../../../platform/export/index.js';
import { euroInWords } from '../../../platform/export/amount-in-words.js';
import { CashVouchersService } from './cash-vouchers.service.js';
import { periodText, ProviderInvoicesService } from './provider-invoices.service.js';

/** "1 234,50 €" */
export const euro = (cents: number): string => `${bgDecimal(fromCents(cents))} €`;

const SIGNATURES = (left: string, right: string) =>
  `${left}: ................................................          ${right}: ................................................`;

/**
 * The PDFs of the provider documents (docs/provider-invoices.md): the protocol, its Application 1 (the payments per
 * child), the invoice and the cash-payment voucher, each from the same data as its summary.
 */
@Injectable()
export class ProviderDocumentsExportService {
  constructor(
    private readonly documents: ProviderInvoicesService,
    private readonly vouchers: CashVouchersService,
  ) {}

  async protocol(user: AuthUser, protocolId: number): Promise<ExportFile> {
    const document = await this.documents.summary(user, protocolId);
    const title = `Приемо-предавателен протокол № ${document.number}`;
    const pdf = await renderPdf({
      title,
      subtitle: `от ${bgDate(document.protocolDate)} г. за ${periodText(document.year, document.month)} г.`,
      kindergartenName: document.kindergartenName,
      blocks: [
        {
          kind: 'fields',
          fields: [
            { label: 'Предал', value: document.kindergartenName },
            { label: 'Приел', value: `${document.provider.name}, ЕИК ${document.provider.eik}` },
            { label: 'Период', value: `${monthLabels[document.month as Month]} ${document.year} г.` },
            ...(document.kind === ProviderProtocolKind.ManualAmount ? [{ label: 'Основание', value: document.reason }] : []),
          ],
        },
        {
          kind: 'paragraph',
          text:
            document.kind === ProviderProtocolKind.Payments
              ? `Днес, ${bgDate(document.protocolDate)} г., ${document.kindergartenName} предаде на ${document.provider.name} ` +
                `събраните в детската градина такси за допълнителни дейности (в брой, по банков път и с ПОС терминал), ` +
                `по дейности, както следва (поименно в Приложение 1):`
              : `Днес, ${bgDate(document.protocolDate)} г., ${document.kindergartenName} предаде на ${document.provider.name} ` +
                `сумата по-долу на посоченото основание.`,
        },
        ...(document.kind === ProviderProtocolKind.Payments
          ? [
              {
                kind: 'table' as const,
                columns: [
                  { header: 'Дейност' },
                  { header: 'Деца', width: 50, align: 'right' as const },
                  { header: 'Плащания', width: 60, align: 'right' as const },
                  { header: 'Сума', width: 90, align: 'right' as const },
                ],
                rows: [
                  ...document.activities.map((activity) => [
                    activity.activityName,
                    activity.children,
                    activity.paymentsCount,
                    euro(activity.totalCents),
                  ]),
                  ['Общо', '', document.paymentsCount, euro(document.totalCents)],
                ],
              },
            ]
          : []),
        { kind: 'paragraph', text: `Обща предадена сума: ${euro(document.totalCents)}.` },
        { kind: 'paragraph', text: 'Протоколът се състави в два еднообразни екземпляра – по един за всяка от страните.' },
        { kind: 'paragraph', text: SIGNATURES('Предал', 'Приел') },
      ],
    });
    return exportFile('pdf', pdf, { title: 'Протокол', subject: `№ ${document.number} - ${document.provider.name}` });
  }

  async application1(user: AuthUser, protocolId: number): Promise<ExportFile> {
    const { document, rows } = await this.documents.lines(user, protocolId);
    const pdf = await renderPdf({
      title: `Приложение 1 към протокол № ${document.number}`,
      subtitle: `от ${bgDate(document.protocolDate)} г. – ${document.provider.name}, ${periodText(document.year, document.month)} г.`,
      kindergartenName: document.kindergartenName,
      orientation: 'landscape',
      blocks: [
        {
          kind: 'table',
          columns: [
            { header: '№', width: 25, align: 'right' },
            { header: 'Дете', width: 150 },
            { header: 'Група', width: 80 },
            { header: 'Дейност' },
            { header: 'Такса за', width: 80 },
            { header: 'Начин', width: 80 },
            { header: 'Платено на', width: 65 },
            { header: 'Квитанция', width: 55, align: 'right' },
            { header: 'Сума', width: 70, align: 'right' },
          ],
          rows: [
            ...rows.map((row, index) => [
              index + 1,
              row.studentName,
              row.className ?? '—',
              row.activityName,
              `${monthLabels[row.feeMonth as Month]} ${row.feeYear}`,
              paymentMethodLabels[row.method],
              bgDate(row.paidOn),
              row.receiptNumber ?? '',
              euro(row.amountCents),
            ]),
            ...(rows.length ? [['', 'Общо', '', '', '', '', '', '', euro(document.totalCents)]] : []),
          ],
          emptyText:
            document.kind === ProviderProtocolKind.ManualAmount
              ? `Протоколът е за ръчно въведена сума (${document.reason ?? ''}) и няма поименни плащания.`
              : 'Няма плащания.',
        },
        { kind: 'paragraph', text: SIGNATURES('Предал', 'Приел') },
      ],
    });
    return exportFile('pdf', pdf, {
      title: 'Приложение 1',
      subject: `протокол № ${document.number} - ${document.provider.name}`,
    });
  }

  async invoice(user: AuthUser, protocolId: number): Promise<ExportFile> {
    const document: ProtocolDocument = await this.documents.summary(user, protocolId);
    const invoice = document.invoice;
    if (!invoice) throw new NotFoundError(messages.noInvoice);
    const pdf = await renderPdf({
      title: `Фактура № ${invoice.number}`,
      subtitle: 'Оригинал',
      kindergartenName: invoice.supplier.name,
      blocks: [
        {
          kind: 'fields',
          fields: [
            { label: 'Дата на издаване', value: `${bgDate(invoice.invoiceDate)} г.` },
            { label: 'Дата на данъчното събитие', value: `${bgDate(invoice.taxEventDate)} г.` },
            { label: 'Място на сделката', value: invoice.recipient.address },
          ],
        },
        {
          kind: 'fields',
          title: 'Доставчик',
          fields: [
            { label: 'Име', value: invoice.supplier.name },
            { label: 'ЕИК', value: invoice.supplier.eik },
            { label: 'ДДС №', value: invoice.supplier.vatNumber },
            { label: 'Адрес', value: invoice.supplier.address },
            { label: 'IBAN', value: invoice.supplier.iban },
            { label: 'Банка', value: invoice.supplier.bank },
          ],
        },
        {
          kind: 'fields',
          title: 'Получател',
          fields: [
            { label: 'Име', value: invoice.recipient.name },
            { label: 'ЕИК/БУЛСТАТ', value: invoice.recipient.eik },
            { label: 'Адрес', value: invoice.recipient.address },
          ],
        },
        {
          kind: 'table',
          columns: [
            { header: '№', width: 25, align: 'right' },
            { header: 'Наименование на услугата' },
            { header: 'Мярка', width: 45 },
            { header: 'Кол.', width: 35, align: 'right' },
            { header: 'Ед. цена', width: 75, align: 'right' },
            { header: 'Стойност', width: 75, align: 'right' },
          ],
          rows: [[1, invoice.description, 'бр.', 1, euro(invoice.baseCents), euro(invoice.baseCents)]],
        },
        {
          kind: 'fields',
          fields: [
            { label: 'Данъчна основа', value: euro(invoice.baseCents) },
            {
              label: invoice.vatRegistered ? `ДДС ${bgDecimal(invoice.vatPercent, 0)} %` : 'ДДС',
              value: invoice.vatRegistered ? euro(invoice.vatCents) : '0,00 €',
            },
            { label: 'Сума за плащане', value: euro(invoice.totalCents) },
            { label: 'Словом', value: euroInWords(invoice.totalCents) },
          ],
        },
        ...(invoice.noVatReason ? [{ kind: 'paragraph' as const, text: invoice.noVatReason }] : []),
        {
          kind: 'paragraph',
          text: `Плащане: сумата е събрана от ${invoice.recipient.name} от името на доставчика и е предадена с приемо-предавателен протокол № ${document.number} от ${bgDate(document.protocolDate)} г.`,
        },
        { kind: 'paragraph', text: SIGNATURES('Съставил', 'Получател') },
      ],
    });
    return exportFile('pdf', pdf, { title: 'Фактура', subject: `${invoice.number} - ${invoice.supplier.name}` });
  }

  async cashVoucher(user: AuthUser, voucherId: number): Promise<ExportFile> {
    const voucher = await this.vouchers.summary(user, voucherId);
    const pdf = await renderPdf({
      title: `Разходен касов ордер № ${voucher.number}`,
      subtitle: `от ${bgDate(voucher.voucherDate)} г.`,
      kindergartenName: voucher.kindergartenName,
      blocks: [
        ...(voucher.annulled ? [{ kind: 'paragraph' as const, text: 'АНУЛИРАН' }] : []),
        {
          kind: 'fields',
          fields: [
            { label: 'Да се изплати на', value: `${voucher.provider.name}, ЕИК ${voucher.provider.eik}` },
            { label: 'Сума', value: euro(voucher.amountCents) },
            { label: 'Словом', value: euroInWords(voucher.amountCents) },
            { label: 'Основание', value: voucher.basis },
            { label: 'Получил сумата', value: voucher.receivedBy },
          ],
        },
        { kind: 'paragraph', text: SIGNATURES('Ръководител', 'Гл. счетоводител') },
        { kind: 'paragraph', text: SIGNATURES('Касиер', 'Получил сумата') },
      ],
    });
    return exportFile('pdf', pdf, { title: 'Разходен касов ордер', subject: `№ ${voucher.number} - ${voucher.provider.name}` });
  }
}
