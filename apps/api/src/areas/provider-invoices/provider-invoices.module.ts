import { Module } from '@nestjs/common';
import { ProviderInvoicesController } from './controllers/provider-invoices.controller.js';
import { ProviderInvoicesRepository } from './data/provider-invoices.repository.js';
import { CashVouchersService } from './services/cash-vouchers.service.js';
import { ProviderDocumentsExportService } from './services/provider-documents-export.service.js';
import { ProviderInvoicesService } from './services/provider-invoices.service.js';

/** The documents the kindergarten makes for the activity providers: protocols, invoices, cash vouchers (docs/provider-invoices.md). */
@Module({
  controllers: [ProviderInvoicesController],
  providers: [ProviderInvoicesService, CashVouchersService, ProviderDocumentsExportService, ProviderInvoicesRepository],
})
export class ProviderInvoicesModule {}
