import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { KindergartensController } from './controllers/kindergartens.controller.js';
import { KindergartenPeriodEntity } from './entities/kindergarten-period.entity.js';
import { KindergartenUserEntity } from './entities/kindergarten-user.entity.js';
import { KindergartenEntity } from './entities/kindergarten.entity.js';
import { KindergartenSwitchService } from './services/kindergarten-switch.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([KindergartenEntity, KindergartenPeriodEntity, KindergartenUserEntity])],
  controllers: [KindergartensController],
  providers: [KindergartenSwitchService],
})
export class KindergartensModule {}
