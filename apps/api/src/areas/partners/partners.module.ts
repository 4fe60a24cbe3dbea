import { Module } from '@nestjs/common';
import { PartnersRepository } from './data/partners.repository.js';
import { PartnersController } from './partners.controller.js';
import { PartnersService } from './partners.service.js';

@Module({ controllers: [PartnersController], providers: [PartnersService, PartnersRepository] })
export class PartnersModule {}
