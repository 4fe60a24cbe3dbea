import { Module } from '@nestjs/common';
import { DaysOffModule } from '../days-off/days-off.module.js';
import { MealCalculationsModule } from '../meal-calculations/meal-calculations.module.js';
import { ManufacturersController, SuppliersController, WarehousesController } from './controllers/registers.controllers.js';
import { StockRequestsController, StockScrappingsController } from './controllers/outflow.controllers.js';
import { StockReceiptsController, StocksController } from './controllers/stock.controllers.js';
import { RegistersRepository } from './data/registers.repository.js';
import { StockRepository } from './data/stock.repository.js';
import { StockOutflow } from './data/stock-outflow.js';
import { StockOutflowsRepository } from './data/stock-outflows.repository.js';
import { RegistersService } from './services/registers.service.js';
import { StockReceiptsService } from './services/stock-receipts.service.js';
import { StocksService } from './services/stocks.service.js';
import { OutflowLinesReader } from './services/outflow-lines.js';
import { ScrappingsService } from './services/scrappings.service.js';
import { StockRequestsService } from './services/stock-requests.service.js';
import { InventoryDeclarationsController, StockReferencesController } from './controllers/stock-references.controllers.js';
import { StockReferencesRepository } from './data/stock-references.repository.js';
import { InventoryDeclarationsService } from './services/inventory-declarations.service.js';
import { StockReferencesService } from './services/stock-references.service.js';
import { ReceiptsRegisterController, SupplierOrdersController } from './controllers/supplier-orders.controller.js';
import { ReceiptsRegisterRepository } from './data/receipts-register.repository.js';
import { ReceiptsRegisterService } from './services/receipts-register.service.js';
import { SupplierOrdersRepository } from './data/supplier-orders.repository.js';
import { SupplierOrdersService } from './services/supplier-orders.service.js';

/** The food warehouse: registers, stock receipts, the stock ledger and availability (docs/storage.md). */
@Module({
  imports: [DaysOffModule, MealCalculationsModule],
  controllers: [
    WarehousesController,
    SuppliersController,
    ManufacturersController,
    StockReceiptsController,
    StocksController,
    StockRequestsController,
    StockScrappingsController,
    StockReferencesController,
    InventoryDeclarationsController,
    SupplierOrdersController,
    ReceiptsRegisterController,
  ],
  providers: [
    RegistersService,
    RegistersRepository,
    StockReceiptsService,
    StocksService,
    StockRepository,
    StockOutflow,
    StockOutflowsRepository,
    OutflowLinesReader,
    StockRequestsService,
    ScrappingsService,
    StockReferencesRepository,
    StockReferencesService,
    InventoryDeclarationsService,
    SupplierOrdersRepository,
    SupplierOrdersService,
    ReceiptsRegisterRepository,
    ReceiptsRegisterService,
  ],
  exports: [StockRepository, StockOutflow],
})
export class StorageModule {}
