import { Injectable } from '@nestjs/common';
import {
  type CashVoucherDocument,
  type CashVoucherPreparation,
  type CashVoucherPreparationQuery,
  type CashVoucherPreviewQuery,
  type CashVoucherRow,
  type CashVouchersQuery,
  type CreateCashVoucherRequest,
  type PagedResult,
  providerInvoiceMessages as messages,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { BadInputError, ConflictError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { bgDate, sofiaToday } from '../../../platform/export/index.js';
import { ProviderInvoicesRepository, type ProtocolRow } from '../data/provider-invoices.repository.js';
import { isUniqueViolation, periodText, ProviderInvoicesService } from './provider-invoices.service.js';

/** The numbering kind of the vouchers: per kindergarten and year (docs/provider-invoices.md "Numbering"). */
export const CASH_VOUCHER_NUMBERING = 'cash-voucher';

/**
 * The разходни касови ордери (docs/provider-invoices.md "Cash-payment vouchers"): the kindergarten pays a protocol's
 * amount out to the provider in cash. One live voucher per protocol; a voucher is annulled, never deleted, and keeps
 * its number.
 */
@Injectable()
export class CashVouchersService {
  constructor(
    private readonly documents: ProviderInvoicesRepository,
    private readonly protocols: ProviderInvoicesService,
  ) {}

  async overview(user: AuthUser, query: CashVouchersQuery): Promise<PagedResult<CashVoucherRow>> {
    if (query.providerId !== undefined) await this.protocols.provider(user, query.providerId);
    return this.documents.vouchersOverview(user, query);
  }

  async preparation(user: AuthUser, query: CashVoucherPreparationQuery): Promise<CashVoucherPreparation> {
    const provider = await this.protocols.provider(user, query.providerId);
    return {
      provider: { id: provider.id, name: provider.name, eik: provider.eik, vatRegistered: provider.vatRegistered },
      protocols: await this.documents.payableProtocols(user, provider.id),
    };
  }

  /** The voucher the protocol would get (no number yet). */
  async preview(user: AuthUser, query: CashVoucherPreviewQuery): Promise<CashVoucherDocument> {
    const protocol = await this.payable(user, query.protocolId, false);
    const voucherDate = query.voucherDate ?? sofiaToday();
    return this.document(user, protocol, {
      id: null,
      number: null,
      voucherDate,
      receivedBy: query.receivedBy ?? '',
      annulled: false,
    });
  }

  /** Pays the protocol out: the protocol's row is locked, so two vouchers at once cannot both pay it. */
  async create(user: AuthUser, body: CreateCashVoucherRequest): Promise<number> {
    const protocol = await this.payable(user, body.protocolId, true);
    if (body.voucherDate < protocol.protocolDate) {
      throw new BadInputError(messages.voucherDateInvalid, { voucherDate: [messages.voucherDateInvalid] });
    }
    const document = await this.document(user, protocol, {
      id: null,
      number: null,
      voucherDate: body.voucherDate,
      receivedBy: body.receivedBy,
      annulled: false,
    });
    const year = Number(body.voucherDate.slice(0, 4));
    const number = await this.documents.nextNumber(CASH_VOUCHER_NUMBERING, user.kindergartenId!, 0, year);
    try {
      return await this.documents.insertVoucher(user, {
        protocolId: protocol.id,
        providerId: protocol.providerId,
        number,
        year,
        voucherDate: body.voucherDate,
        amountCents: protocol.totalCents,
        receivedBy: body.receivedBy,
        basis: document.basis,
      });
    } catch (error) {
      // A voucher committed meanwhile: the partial unique index is the last word (and the number goes back).
      if (isUniqueViolation(error)) throw new ConflictError(messages.voucherExists);
      throw error;
    }
  }

  async summary(user: AuthUser, voucherId: number): Promise<CashVoucherDocument> {
    const voucher = await this.documents.voucher(user, voucherId);
    if (!voucher) throw new NotFoundError(messages.voucherNotFound);
    const provider = await this.protocols.provider(user, voucher.providerId);
    const kindergarten = await this.documents.kindergarten(user);
    return {
      id: voucher.id,
      number: voucher.number,
      year: voucher.year,
      voucherDate: voucher.voucherDate,
      amountCents: voucher.amountCents,
      receivedBy: voucher.receivedBy,
      basis: voucher.basis,
      annulled: voucher.annulled,
      provider: { id: provider.id, name: provider.name, eik: provider.eik, vatRegistered: provider.vatRegistered },
      kindergartenName: kindergarten.name,
      protocolId: voucher.protocolId,
      protocolNumber: voucher.protocolNumber,
      protocolDate: voucher.protocolDate,
      invoiceNumber: voucher.invoiceNumber,
    };
  }

  /** Annuls the voucher; the number stays taken and the protocol can be paid out again. */
  async annul(user: AuthUser, voucherId: number): Promise<void> {
    const voucher = await this.documents.voucher(user, voucherId, true);
    if (!voucher) throw new NotFoundError(messages.voucherNotFound);
    if (voucher.annulled) throw new ConflictError(messages.voucherAnnulled);
    await this.documents.annulVoucher(user, voucher.id);
  }

  /** A protocol of the kindergarten that can be paid out now, or 404 / 409 / 400. */
  private async payable(user: AuthUser, protocolId: number, lock: boolean): Promise<ProtocolRow> {
    const protocol = await this.protocols.protocol(user, protocolId, lock);
    if (protocol.hasVoucher) throw new ConflictError(messages.voucherExists);
    if (protocol.totalCents <= 0) throw new BadInputError(messages.voucherZero, { protocolId: [messages.voucherZero] });
    return protocol;
  }

  private async document(
    user: AuthUser,
    protocol: ProtocolRow,
    voucher: Pick<CashVoucherDocument, 'id' | 'number' | 'voucherDate' | 'receivedBy' | 'annulled'>,
  ): Promise<CashVoucherDocument> {
    const provider = await this.protocols.provider(user, protocol.providerId);
    const kindergarten = await this.documents.kindergarten(user);
    const invoice = await this.documents.invoice(protocol.id);
    const basis =
      `Изплащане на събрани такси за допълнителни дейности за ${periodText(protocol.year, protocol.month)} г. ` +
      `по приемо-предавателен протокол № ${protocol.number} от ${bgDate(protocol.protocolDate)} г.` +
      (invoice ? `, фактура № ${invoice.number} от ${bgDate(invoice.invoiceDate)} г.` : '');
    return {
      ...voucher,
      year: Number(voucher.voucherDate.slice(0, 4)),
      amountCents: protocol.totalCents,
      basis,
      provider: { id: provider.id, name: provider.name, eik: provider.eik, vatRegistered: provider.vatRegistered },
      kindergartenName: kindergarten.name,
      protocolId: protocol.id,
      protocolNumber: protocol.number,
      protocolDate: protocol.protocolDate,
      invoiceNumber: invoice?.number ?? null,
    };
  }
}
