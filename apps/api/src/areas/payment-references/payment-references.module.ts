import { Module } from '@nestjs/common';
import { PaymentReferencesController } from './controllers/payment-references.controller.js';
import { PaymentReferencesRepository } from './data/payment-references.repository.js';
import { PaymentReferencesService } from './services/payment-references.service.js';

/** The references on activity fees and payments with their PDF and Excel exports (docs/payment-references.md). */
@Module({
  controllers: [PaymentReferencesController],
  providers: [PaymentReferencesService, PaymentReferencesRepository],
})
export class PaymentReferencesModule {}
