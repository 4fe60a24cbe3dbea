import { Body, Controller, Param, Query } from '@nestjs/common';
import { providerInvoicesRoutes as routes, type RouteBody, type RouteParams, type RouteQuery } from '@kg/contracts';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { CashVouchersService } from '../services/cash-vouchers.service.js';
import { ProviderDocumentsExportService } from '../services/provider-documents-export.service.js';
import { ProviderInvoicesService } from '../services/provider-invoices.service.js';

/** The protocols and invoices of the activity providers (spec 2 §7.2 "Provider invoices"; docs/provider-invoices.md). */
@Controller()
export class ProviderInvoicesController {
  constructor(
    private readonly service: ProviderInvoicesService,
    private readonly exports: ProviderDocumentsExportService,
    private readonly vouchers: CashVouchersService,
  ) {}

  @Route(routes.overview)
  overview(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.overview>) {
    return this.service.overview(user, query);
  }

  @Route(routes.protocolPreparation)
  protocolPreparation(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.protocolPreparation>) {
    return this.service.preparation(user, query);
  }

  @Route(routes.protocolPreview)
  protocolPreview(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.protocolPreview>) {
    return this.service.preview(user, query);
  }

  @Route(routes.createProtocol)
  async createProtocol(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.createProtocol>) {
    return { isSuccessful: true, entityId: await this.service.createProtocol(user, body) };
  }

  @Route(routes.createManualProtocol)
  async createManualProtocol(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.createManualProtocol>) {
    return { isSuccessful: true, entityId: await this.service.createManualProtocol(user, body) };
  }

  @Route(routes.protocolExport)
  protocolExport(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.protocolExport>) {
    return this.exports.protocol(user, params.id);
  }

  @Route(routes.application1Export)
  application1Export(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.application1Export>) {
    return this.exports.application1(user, params.protocolId);
  }

  @Route(routes.summary)
  summary(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.summary>) {
    return this.service.summary(user, params.id);
  }

  @Route(routes.delete)
  delete(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.delete>) {
    return this.service.delete(user, params.id);
  }

  @Route(routes.invoicePreparation)
  invoicePreparation(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.invoicePreparation>) {
    return this.service.invoicePreparation(user, query);
  }

  @Route(routes.createInvoice)
  async createInvoice(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.createInvoice>) {
    return { isSuccessful: true, entityId: await this.service.createInvoice(user, body) };
  }

  @Route(routes.invoiceExport)
  invoiceExport(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.invoiceExport>) {
    return this.exports.invoice(user, params.id);
  }

  @Route(routes.cashVoucherOverview)
  cashVoucherOverview(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.cashVoucherOverview>) {
    return this.vouchers.overview(user, query);
  }

  @Route(routes.cashVoucherPreparation)
  cashVoucherPreparation(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.cashVoucherPreparation>) {
    return this.vouchers.preparation(user, query);
  }

  @Route(routes.cashVoucherPreview)
  cashVoucherPreview(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.cashVoucherPreview>) {
    return this.vouchers.preview(user, query);
  }

  @Route(routes.createCashVoucher)
  async createCashVoucher(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.createCashVoucher>) {
    return { isSuccessful: true, entityId: await this.vouchers.create(user, body) };
  }

  @Route(routes.cashVoucherSummary)
  cashVoucherSummary(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.cashVoucherSummary>) {
    return this.vouchers.summary(user, params.id);
  }

  @Route(routes.deleteCashVoucher)
  deleteCashVoucher(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.deleteCashVoucher>) {
    return this.vouchers.annul(user, params.id);
  }

  @Route(routes.cashVoucherExport)
  cashVoucherExport(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.cashVoucherExport>) {
    return this.exports.cashVoucher(user, params.id);
  }
}
