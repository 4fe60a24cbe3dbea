import { Module } from '@nestjs/common';
import { DaysOffModule } from '../days-off/days-off.module.js';
import { MealCalculationsController } from './controllers/meal-calculations.controller.js';
import { PortionBooksController } from './controllers/portion-books.controller.js';
import { HaccpController, KitchenReportsController } from './controllers/kitchen-reports.controller.js';
import { KitchenReportsRepository } from './data/kitchen-reports.repository.js';
import { HaccpService } from './services/haccp.service.js';
import { KitchenReportsService } from './services/kitchen-reports.service.js';
import { NutritionNormsController } from './controllers/nutrition-norms.controller.js';
import { NutritionNormsRepository } from './data/nutrition-norms.repository.js';
import { NutritionNormsService } from './services/nutrition-norms.service.js';
import { MealCalculationsRepository } from './data/meal-calculations.repository.js';
import { CalculationReceiptService } from './services/calculation-receipt.service.js';
import { MealCalculationsService } from './services/meal-calculations.service.js';
import { PortionBooksService } from './services/portion-books.service.js';

/**
 * Daily meal calculations and portion books (docs/meal-calculations.md). `MealCalculationsService.productsNeeded` is
 * exported for the storage's stock request.
 */
@Module({
  imports: [DaysOffModule],
  controllers: [
    MealCalculationsController,
    PortionBooksController,
    KitchenReportsController,
    HaccpController,
    NutritionNormsController,
  ],
  providers: [
    MealCalculationsRepository,
    MealCalculationsService,
    CalculationReceiptService,
    PortionBooksService,
    KitchenReportsRepository,
    KitchenReportsService,
    HaccpService,
    NutritionNormsRepository,
    NutritionNormsService,
  ],
  exports: [MealCalculationsService],
})
export class MealCalculationsModule {}
