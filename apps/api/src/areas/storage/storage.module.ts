import { Module } from '@nestjs/common';
import { DaysOffModule } from '../days-off/days-off.module.js';
import { ManufacturersController, SuppliersController, WarehousesController } from './controllers/registers.controllers.js';
import { StockReceiptsController, StocksController } from './controllers/stock.controllers.js';
import { RegistersRepository } from './data/registers.repository.js';
import { StockRepository } from './data/stock.repository.js';
import { RegistersService } from './services/registers.service.js';
import { StockReceiptsService } from './services/stock-receipts.service.js';
import { StocksService } from './services/stocks.service.js';

/** The food warehouse: registers, stock receipts, the stock ledger and availability (docs/storage.md). */
@Module({
  imports: [DaysOffModule],
  controllers: [WarehousesController, SuppliersController, ManufacturersController, StockReceiptsController, StocksController],
  providers: [RegistersService, RegistersRepository, StockReceiptsService, StocksService, StockRepository],
  exports: [StockRepository],
})
export class StorageModule {}
