import { Injectable } from '@nestjs/common';
import type {
  CashVoucherRow,
  CashVouchersQuery,
  InvoiceParty,
  PayableProtocol,
  PagedResult,
  ProtocolActivityTotal,
  ProtocolPaymentRow,
  ProviderDocumentRow,
  ProviderDocumentsQuery,
  ProviderInvoiceDetail,
  ProviderProtocolKind,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { pagedQuery, SqlConditions } from '../../../platform/database/paged-query.js';
import {
  ANNUL_VOUCHER_SQL,
  DELETE_PROTOCOL_SQL,
  FREEZE_PAYMENTS_SQL,
  INVOICE_SQL,
  KINDERGARTEN_SQL,
  LOCK_PENDING_SQL,
  NEXT_NUMBER_SQL,
  OVERVIEW,
  PAYABLE_PROTOCOLS_SQL,
  PENDING_PAYMENTS_SQL,
  PROTOCOL_ACTIVITIES_SQL,
  PROTOCOL_LINES_SQL,
  PROTOCOL_VOUCHERS_SQL,
  protocolSql,
  PROVIDER_SQL,
  VAT_SQL,
  VOUCHER_OVERVIEW,
  voucherSql,
} from './provider-invoices.sql.js';

export interface ProviderRow {
  id: number;
  name: string;
  eik: string;
  vatRegistered: boolean;
  address: string;
  iban: string;
  bank: string | null;
}

export interface ProtocolRow {
  id: number;
  number: number;
  kind: ProviderProtocolKind;
  protocolDate: string;
  year: number;
  month: number;
  totalCents: number;
  reason: string | null;
  providerId: number;
  paymentsCount: number;
  hasInvoice: boolean;
  hasVoucher: boolean;
}

export interface VoucherLineRow {
  id: number;
  number: number;
  voucherDate: string;
  amountCents: number;
  annulled: boolean;
}

/** A stored voucher with its protocol (voucherSql). */
export interface VoucherRow {
  id: number;
  number: number;
  year: number;
  voucherDate: string;
  amountCents: number;
  receivedBy: string;
  basis: string;
  annulled: boolean;
  providerId: number;
  protocolId: number;
  protocolNumber: number;
  protocolDate: string;
  invoiceNumber: string | null;
}

/** What an invoice stores (provider_invoices). */
export interface InvoiceInsert {
  protocolId: number;
  providerId: number;
  number: number;
  invoiceDate: string;
  taxEventDate: string;
  description: string;
  vatRegistered: boolean;
  vatPercent: string;
  baseCents: number;
  vatCents: number;
  totalCents: number;
  noVatReason: string | null;
  supplier: InvoiceParty;
  recipient: InvoiceParty;
}

/** The statements of the provider documents (provider-invoices.sql.ts), in the request's transaction. */
@Injectable()
export class ProviderInvoicesRepository {
  constructor(private readonly db: Db) {}

  provider(user: AuthUser, providerId: number): Promise<ProviderRow | undefined> {
    return this.db.sql.maybe<ProviderRow>(PROVIDER_SQL, [providerId, user.kindergartenId]);
  }

  kindergarten(user: AuthUser): Promise<{ name: string; address: string }> {
    return this.db.sql.one(KINDERGARTEN_SQL, [user.kindergartenId]);
  }

  pending(user: AuthUser, providerId: number, lastDay: string): Promise<ProtocolPaymentRow[]> {
    return this.db.sql.many<ProtocolPaymentRow>(PENDING_PAYMENTS_SQL, [user.kindergartenId, providerId, lastDay]);
  }

  lockPending(user: AuthUser, providerId: number, lastDay: string, paymentIds: number[]) {
    return this.db.sql.many<{ id: number; amountCents: number }>(LOCK_PENDING_SQL, [
      user.kindergartenId,
      providerId,
      lastDay,
      paymentIds,
    ]);
  }

  nextNumber(kind: string, kindergartenId: number, providerId: number, year: number): Promise<number> {
    return this.db.sql
      .one<{ number: number }>(NEXT_NUMBER_SQL, [kind, kindergartenId, providerId, year])
      .then((row) => row.number);
  }

  async insertProtocol(
    user: AuthUser,
    values: {
      providerId: number;
      number: number;
      year: number;
      month: number;
      protocolDate: string;
      kind: ProviderProtocolKind;
      totalCents: number;
      reason: string | null;
    },
  ): Promise<number> {
    const row = await this.db.sql.insert('provider_protocols', {
      kindergarten_id: user.kindergartenId,
      provider_id: values.providerId,
      number: values.number,
      year: values.year,
      month: values.month,
      protocol_date: values.protocolDate,
      kind: values.kind,
      total_cents: values.totalCents,
      reason: values.reason,
      created_by: user.userId,
    });
    return row.id;
  }

  freeze(user: AuthUser, protocolId: number, paymentIds: number[]): Promise<{ total: number; count: number }> {
    return this.db.sql.one(FREEZE_PAYMENTS_SQL, [user.kindergartenId, protocolId, paymentIds]);
  }

  async setTotal(protocolId: number, totalCents: number): Promise<void> {
    await this.db.sql.update('provider_protocols', { total_cents: totalCents }, { id: protocolId });
  }

  protocol(user: AuthUser, protocolId: number, lock = false): Promise<ProtocolRow | undefined> {
    return this.db.sql.maybe<ProtocolRow>(protocolSql(lock), [protocolId, user.kindergartenId]);
  }

  protocolActivities(protocolId: number): Promise<ProtocolActivityTotal[]> {
    return this.db.sql.many<ProtocolActivityTotal>(PROTOCOL_ACTIVITIES_SQL, [protocolId]);
  }

  protocolLines(protocolId: number): Promise<ProtocolPaymentRow[]> {
    return this.db.sql.many<ProtocolPaymentRow>(PROTOCOL_LINES_SQL, [protocolId]);
  }

  invoice(protocolId: number): Promise<ProviderInvoiceDetail | undefined> {
    return this.db.sql.maybe<ProviderInvoiceDetail>(INVOICE_SQL, [protocolId]);
  }

  vouchers(protocolId: number): Promise<VoucherLineRow[]> {
    return this.db.sql.many<VoucherLineRow>(PROTOCOL_VOUCHERS_SQL, [protocolId]);
  }

  vat(totalCents: number, percent: number): Promise<{ vatCents: number; baseCents: number }> {
    return this.db.sql.one(VAT_SQL, [totalCents, percent]);
  }

  async deleteProtocol(user: AuthUser, protocolId: number): Promise<void> {
    await this.db.sql.exec(DELETE_PROTOCOL_SQL, [protocolId, user.kindergartenId]);
  }

  async insertInvoice(user: AuthUser, invoice: InvoiceInsert): Promise<void> {
    await this.db.sql.insert(
      'provider_invoices',
      {
        protocol_id: invoice.protocolId,
        kindergarten_id: user.kindergartenId,
        provider_id: invoice.providerId,
        number: invoice.number,
        invoice_date: invoice.invoiceDate,
        tax_event_date: invoice.taxEventDate,
        description: invoice.description,
        vat_registered: invoice.vatRegistered,
        vat_percent: invoice.vatPercent,
        base_cents: invoice.baseCents,
        vat_cents: invoice.vatCents,
        total_cents: invoice.totalCents,
        no_vat_reason: invoice.noVatReason,
        supplier_name: invoice.supplier.name,
        supplier_eik: invoice.supplier.eik,
        supplier_vat_number: invoice.supplier.vatNumber,
        supplier_address: invoice.supplier.address,
        supplier_iban: invoice.supplier.iban,
        supplier_bank: invoice.supplier.bank,
        recipient_name: invoice.recipient.name,
        recipient_eik: invoice.recipient.eik,
        recipient_address: invoice.recipient.address,
        created_by: user.userId,
      },
      'protocol_id AS id',
    );
  }

  overview(user: AuthUser, query: ProviderDocumentsQuery): Promise<PagedResult<ProviderDocumentRow>> {
    const where = new SqlConditions()
      .add('pr.kindergarten_id = ?', user.kindergartenId)
      .addIf(query.providerId, 'pr.provider_id = ?')
      .addIf(query.year, 'pr.year = ?')
      .addIf(query.month, 'pr.month = ?');
    if (query.withInvoice !== undefined) where.add(`i.protocol_id IS ${query.withInvoice ? 'NOT ' : ''}NULL`);
    return pagedQuery<ProviderDocumentRow>(this.db.manager, { ...OVERVIEW, where }, query);
  }

  payableProtocols(user: AuthUser, providerId: number): Promise<PayableProtocol[]> {
    return this.db.sql.many<PayableProtocol>(PAYABLE_PROTOCOLS_SQL, [user.kindergartenId, providerId]);
  }

  voucher(user: AuthUser, voucherId: number, lock = false): Promise<VoucherRow | undefined> {
    return this.db.sql.maybe<VoucherRow>(voucherSql(lock), [voucherId, user.kindergartenId]);
  }

  async insertVoucher(
    user: AuthUser,
    values: {
      protocolId: number;
      providerId: number;
      number: number;
      year: number;
      voucherDate: string;
      amountCents: number;
      receivedBy: string;
      basis: string;
    },
  ): Promise<number> {
    const row = await this.db.sql.insert('provider_cash_vouchers', {
      kindergarten_id: user.kindergartenId,
      protocol_id: values.protocolId,
      provider_id: values.providerId,
      number: values.number,
      year: values.year,
      voucher_date: values.voucherDate,
      amount_cents: values.amountCents,
      received_by: values.receivedBy,
      basis: values.basis,
      created_by: user.userId,
    });
    return row.id;
  }

  annulVoucher(user: AuthUser, voucherId: number): Promise<number> {
    return this.db.sql.exec(ANNUL_VOUCHER_SQL, [voucherId, user.kindergartenId, user.userId]);
  }

  vouchersOverview(user: AuthUser, query: CashVouchersQuery): Promise<PagedResult<CashVoucherRow>> {
    const where = new SqlConditions()
      .add('v.kindergarten_id = ?', user.kindergartenId)
      .addIf(query.providerId, 'v.provider_id = ?')
      .addIf(query.year, 'v.year = ?')
      .addIf(query.month, 'extract(month FROM v.voucher_date) = ?');
    return pagedQuery<CashVoucherRow>(this.db.manager, { ...VOUCHER_OVERVIEW, where }, query);
  }
}
