import { Injectable } from '@nestjs/common';
import {
  type CreateInvoiceRequest,
  type CreateManualProtocolRequest,
  type CreateProtocolRequest,
  type InvoicePreparation,
  type InvoicePreparationQuery,
  NO_VAT_REASON,
  type PagedResult,
  type ProtocolActivityTotal,
  type ProtocolDocument,
  type ProtocolPaymentRow,
  type ProtocolPreparation,
  PROVIDER_INVOICE_VAT_PERCENT,
  type ProviderDocumentRow,
  type ProviderDocumentsQuery,
  providerInvoiceMessages as messages,
  type ProviderPeriodQuery,
  ProviderProtocolKind,
  monthLabels,
  type Month,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { BadInputError, ConflictError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { bgDate, sofiaToday } from '../../../platform/export/index.js';
import { type ProtocolRow, type ProviderRow, ProviderInvoicesRepository } from '../data/provider-invoices.repository.js';

/** PostgreSQL's unique violation: a payment frozen by another protocol meanwhile, a second invoice of a protocol. */
export function isUniqueViolation(error: unknown): boolean {
  const fault = error as { code?: string; driverError?: { code?: string } };
  return (fault.driverError?.code ?? fault.code) === '23505';
}

/** The last day of a month, 'YYYY-MM-DD'. */
export function lastDayOf(year: number, month: number): string {
  const day = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** "октомври 2026" */
export const periodText = (year: number, month: number): string => `${monthLabels[month as Month].toLowerCase()} ${year}`;

const DESCRIPTION_MAX = 300;

/** The document kinds of next_document_number (docs/provider-invoices.md "Numbering"). */
export const NUMBERING = {
  protocol: 'provider-protocol',
  invoice: 'provider-invoice',
} as const;

/**
 * The protocols and invoices of the activity providers (docs/provider-invoices.md): what is pending, the preview, the
 * protocol that freezes desk payments or a typed amount, the invoice in the provider's name on a protocol, and the
 * overview. Each write is the request's one transaction; the rows it depends on are locked before it checks them.
 */
@Injectable()
export class ProviderInvoicesService {
  constructor(private readonly documents: ProviderInvoicesRepository) {}

  /** The protocols with their invoice and voucher; a provider filter must name a provider working here (else 404). */
  async overview(user: AuthUser, query: ProviderDocumentsQuery): Promise<PagedResult<ProviderDocumentRow>> {
    if (query.providerId !== undefined) await this.provider(user, query.providerId);
    return this.documents.overview(user, query);
  }

  /** The desk payments of the provider paid by the month's end and in no protocol yet. */
  async preparation(user: AuthUser, query: ProviderPeriodQuery): Promise<ProtocolPreparation> {
    const provider = await this.provider(user, query.providerId);
    const rows = await this.documents.pending(user, provider.id, lastDayOf(query.year, query.month));
    return {
      provider: providerInfo(provider),
      year: query.year,
      month: query.month,
      rows,
      totalCents: rows.reduce((total, row) => total + row.amountCents, 0),
    };
  }

  /** The protocol the pending payments would make today (no number yet). */
  async preview(user: AuthUser, query: ProviderPeriodQuery): Promise<ProtocolDocument> {
    const preparation = await this.preparation(user, query);
    const kindergarten = await this.documents.kindergarten(user);
    return {
      id: null,
      number: null,
      kind: ProviderProtocolKind.Payments,
      protocolDate: sofiaToday(),
      year: query.year,
      month: query.month,
      provider: preparation.provider,
      kindergartenName: kindergarten.name,
      activities: activityTotals(preparation.rows),
      paymentsCount: preparation.rows.length,
      totalCents: preparation.totalCents,
      reason: null,
      invoice: null,
      vouchers: [],
      canDelete: false,
    };
  }

  /**
   * Freezes the chosen payments into a new protocol. Each must be pending for the provider and month (locked first,
   * so an annulment cannot slip in); the primary key of provider_protocol_payments is the last word against a
   * concurrent protocol. The total is the sum of the frozen amounts.
   */
  async createProtocol(user: AuthUser, body: CreateProtocolRequest): Promise<number> {
    const provider = await this.provider(user, body.providerId);
    const locked = await this.documents.lockPending(user, provider.id, lastDayOf(body.year, body.month), body.paymentIds);
    if (locked.length !== body.paymentIds.length) {
      throw new BadInputError(messages.paymentNotPending, { paymentIds: [messages.paymentNotPending] });
    }
    const totalCents = locked.reduce((total, row) => total + row.amountCents, 0);
    const number = await this.documents.nextNumber(NUMBERING.protocol, user.kindergartenId!, 0, body.year);
    const protocolId = await this.documents.insertProtocol(user, {
      providerId: provider.id,
      number,
      year: body.year,
      month: body.month,
      protocolDate: body.protocolDate,
      kind: ProviderProtocolKind.Payments,
      totalCents,
      reason: null,
    });
    try {
      const frozen = await this.documents.freeze(user, protocolId, body.paymentIds);
      if (frozen.count !== body.paymentIds.length || frozen.total !== totalCents) {
        throw new ConflictError(messages.paymentTaken);
      }
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(messages.paymentTaken);
      throw error;
    }
    return protocolId;
  }

  /** A protocol of a typed amount and its reason, with no payments. */
  async createManualProtocol(user: AuthUser, body: CreateManualProtocolRequest): Promise<number> {
    const provider = await this.provider(user, body.providerId);
    const number = await this.documents.nextNumber(NUMBERING.protocol, user.kindergartenId!, 0, body.year);
    return this.documents.insertProtocol(user, {
      providerId: provider.id,
      number,
      year: body.year,
      month: body.month,
      protocolDate: body.protocolDate,
      kind: ProviderProtocolKind.ManualAmount,
      totalCents: body.amountCents,
      reason: body.reason,
    });
  }

  async summary(user: AuthUser, protocolId: number): Promise<ProtocolDocument> {
    const protocol = await this.protocol(user, protocolId);
    const provider = await this.provider(user, protocol.providerId);
    const kindergarten = await this.documents.kindergarten(user);
    const activities = await this.documents.protocolActivities(protocol.id);
    const invoice = await this.documents.invoice(protocol.id);
    const vouchers = await this.documents.vouchers(protocol.id);
    return {
      id: protocol.id,
      number: protocol.number,
      kind: protocol.kind,
      protocolDate: protocol.protocolDate,
      year: protocol.year,
      month: protocol.month,
      provider: providerInfo(provider),
      kindergartenName: kindergarten.name,
      activities,
      paymentsCount: protocol.paymentsCount,
      totalCents: protocol.totalCents,
      reason: protocol.reason,
      invoice: invoice ?? null,
      vouchers,
      canDelete: !protocol.hasInvoice && !protocol.hasVoucher,
    };
  }

  /** The payment lines of a protocol (Application 1). */
  async lines(user: AuthUser, protocolId: number): Promise<{ document: ProtocolDocument; rows: ProtocolPaymentRow[] }> {
    const document = await this.summary(user, protocolId);
    return { document, rows: await this.documents.protocolLines(protocolId) };
  }

  /** Deletes a protocol nothing depends on; its payments become pending again. The audit trail keeps the rows. */
  async delete(user: AuthUser, protocolId: number): Promise<void> {
    const protocol = await this.protocol(user, protocolId, true);
    if (protocol.hasInvoice) throw new ConflictError(messages.hasInvoice);
    if (protocol.hasVoucher) throw new ConflictError(messages.hasVoucher);
    await this.documents.deleteProtocol(user, protocol.id);
  }

  /** The invoice a protocol would get today. */
  async invoicePreparation(user: AuthUser, query: InvoicePreparationQuery): Promise<InvoicePreparation> {
    const protocol = await this.protocol(user, query.protocolId);
    if (protocol.hasInvoice) throw new ConflictError(messages.invoiceExists);
    return this.invoiceOf(user, protocol, sofiaToday(), null);
  }

  /**
   * Issues the protocol's invoice in the provider's name: the next number of the provider's series (the counter row
   * stays locked until this transaction ends, and a rollback gives the number back: no gaps), VAT by the provider's
   * registration, supplier and recipient copied in.
   */
  async createInvoice(user: AuthUser, body: CreateInvoiceRequest): Promise<number> {
    const protocol = await this.protocol(user, body.protocolId, true);
    if (protocol.hasInvoice) throw new ConflictError(messages.invoiceExists);
    if (protocol.totalCents <= 0) throw new BadInputError(messages.invoiceZero, { protocolId: [messages.invoiceZero] });
    if (body.invoiceDate < protocol.protocolDate) {
      throw new BadInputError(messages.invoiceDateInvalid, { invoiceDate: [messages.invoiceDateInvalid] });
    }
    const invoice = await this.invoiceOf(user, protocol, body.invoiceDate, body.recipientEik || null);
    const number = await this.documents.nextNumber(NUMBERING.invoice, 0, protocol.providerId, 0);
    try {
      await this.documents.insertInvoice(user, {
        protocolId: protocol.id,
        providerId: protocol.providerId,
        number,
        invoiceDate: invoice.invoiceDate,
        taxEventDate: protocol.protocolDate,
        description: invoice.description,
        vatRegistered: invoice.vatRegistered,
        vatPercent: invoice.vatPercent,
        baseCents: invoice.baseCents,
        vatCents: invoice.vatCents,
        totalCents: invoice.totalCents,
        noVatReason: invoice.noVatReason,
        supplier: invoice.supplier,
        recipient: invoice.recipient,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(messages.invoiceExists);
      throw error;
    }
    return protocol.id;
  }

  /** The stored protocol, or 404 (another kindergarten's too). */
  async protocol(user: AuthUser, protocolId: number, lock = false): Promise<ProtocolRow> {
    const protocol = await this.documents.protocol(user, protocolId, lock);
    if (!protocol) throw new NotFoundError(messages.protocolNotFound);
    return protocol;
  }

  /** A provider working in the user's kindergarten, or 404. */
  async provider(user: AuthUser, providerId: number): Promise<ProviderRow> {
    const provider = await this.documents.provider(user, providerId);
    if (!provider) throw new NotFoundError(messages.providerNotFound);
    return provider;
  }

  private async invoiceOf(
    user: AuthUser,
    protocol: ProtocolRow,
    invoiceDate: string,
    recipientEik: string | null,
  ): Promise<InvoicePreparation> {
    const provider = await this.provider(user, protocol.providerId);
    const kindergarten = await this.documents.kindergarten(user);
    const activities = await this.documents.protocolActivities(protocol.id);
    const percent = provider.vatRegistered ? PROVIDER_INVOICE_VAT_PERCENT : 0;
    const { vatCents, baseCents } = await this.documents.vat(protocol.totalCents, percent);
    return {
      protocolId: protocol.id,
      protocolNumber: protocol.number,
      protocolDate: protocol.protocolDate,
      year: protocol.year,
      month: protocol.month,
      invoiceDate,
      description: invoiceDescription(protocol, activities),
      vatRegistered: provider.vatRegistered,
      vatPercent: `${percent}.00`,
      baseCents,
      vatCents,
      totalCents: protocol.totalCents,
      noVatReason: provider.vatRegistered ? null : NO_VAT_REASON,
      supplier: {
        name: provider.name,
        eik: provider.eik,
        vatNumber: provider.vatRegistered ? `BG${provider.eik}` : null,
        address: provider.address,
        iban: provider.iban,
        bank: provider.bank,
      },
      recipient: {
        name: kindergarten.name,
        eik: recipientEik,
        vatNumber: null,
        address: kindergarten.address,
        iban: null,
        bank: null,
      },
    };
  }
}

function providerInfo(provider: ProviderRow) {
  return { id: provider.id, name: provider.name, eik: provider.eik, vatRegistered: provider.vatRegistered };
}

/** The totals per activity of payment lines, in the lines' order (activity name, Bulgarian collation). */
export function activityTotals(rows: ProtocolPaymentRow[]): ProtocolActivityTotal[] {
  const totals = new Map<number, ProtocolActivityTotal & { students: Set<number> }>();
  for (const row of rows) {
    let total = totals.get(row.activityId);
    if (!total) {
      total = {
        activityId: row.activityId,
        activityName: row.activityName,
        children: 0,
        paymentsCount: 0,
        totalCents: 0,
        students: new Set(),
      };
      totals.set(row.activityId, total);
    }
    total.students.add(row.studentId);
    total.paymentsCount += 1;
    total.totalCents += row.amountCents;
  }
  return [...totals.values()].map(({ students, ...total }) => ({ ...total, children: students.size }));
}

/** "Такси за допълнителни дейности (…) за октомври 2026 г. по приемо-предавателен протокол № 3 от 31.10.2026 г." */
function invoiceDescription(protocol: ProtocolRow, activities: ProtocolActivityTotal[]): string {
  const tail = ` за ${periodText(protocol.year, protocol.month)} г. по приемо-предавателен протокол № ${protocol.number} от ${bgDate(protocol.protocolDate)} г.`;
  const what =
    protocol.kind === ProviderProtocolKind.ManualAmount
      ? `Такси за допълнителни дейности (${protocol.reason ?? ''})`
      : `Такси за допълнителни дейности${activities.length ? ` (${activities.map((activity) => activity.activityName).join(', ')})` : ''}`;
  const room = DESCRIPTION_MAX - tail.length;
  return (what.length > room ? `${what.slice(0, room - 2)}…)` : what) + tail;
}
