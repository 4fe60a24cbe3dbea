import { Module } from '@nestjs/common';
import { KindergartensController } from './controllers/kindergartens.controller.js';
import { KindergartenSwitchService } from './services/kindergarten-switch.service.js';

@Module({ controllers: [KindergartensController], providers: [KindergartenSwitchService] })
export class KindergartensModule {}
