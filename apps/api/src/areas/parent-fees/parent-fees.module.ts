import { Module } from '@nestjs/common';
import { ParentFeesController } from './controllers/parent-fees.controller.js';
import { ParentFeesRepository } from './data/parent-fees.repository.js';
import { ParentFeesService } from './services/parent-fees.service.js';

/** The parent's fee page: the children's fees, payments and open EasyPay codes (docs/parent-fees.md). */
@Module({
  controllers: [ParentFeesController],
  providers: [ParentFeesService, ParentFeesRepository],
})
export class ParentFeesModule {}
