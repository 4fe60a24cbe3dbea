import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { DaysOffModule } from '../days-off/days-off.module.js';
import { StudentsModule } from '../students/students.module.js';
import { MealMenuTypesController } from './controllers/meal-menu-types.controller.js';
import { MenusController } from './controllers/menus.controller.js';
import { MenusRepository } from './data/menus.repository.js';
import { EstimatedQuantitiesService } from './services/estimated-quantities.service.js';
import { MenuReceiptService } from './services/menu-receipt.service.js';
import { MenusService } from './services/menus.service.js';

/** Weekly menus: configuration, menus per week and age band, approval, publication, a group's week (docs/menus.md). */
@Module({
  imports: [AuditModule, DaysOffModule, StudentsModule],
  controllers: [MenusController, MealMenuTypesController],
  providers: [MenusRepository, MenusService, MenuReceiptService, EstimatedQuantitiesService],
})
export class MenusModule {}
