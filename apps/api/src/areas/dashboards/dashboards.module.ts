import { Module } from '@nestjs/common';
import { VersionedCacheModule } from '../../platform/cache/index.js';
import { CommunicationModule } from '../communication/communication.module.js';
import { DaysOffModule } from '../days-off/days-off.module.js';
import { DashboardsController } from './controllers/dashboards.controller.js';
import { DashboardFeedRepository } from './data/dashboard-feed.repository.js';
import { DashboardsRepository } from './data/dashboards.repository.js';
import { FamilyDashboardsRepository } from './data/family-dashboards.repository.js';
import { KindergartenFiguresRepository } from './data/kindergarten-figures.repository.js';
import { NationalDashboardRepository } from './data/national-dashboard.repository.js';
import { DashboardFeed } from './services/dashboard-feed.service.js';
import { DashboardsService } from './services/dashboards.service.js';
import { FamilyDashboardsService } from './services/family-dashboards.service.js';
import { KindergartenFiguresService } from './services/kindergarten-figures.service.js';
import { NationalDashboardService } from './services/national-dashboard.service.js';

/** The home dashboards by role (docs/dashboards.md). */
@Module({
  imports: [CommunicationModule, DaysOffModule, VersionedCacheModule],
  controllers: [DashboardsController],
  providers: [
    DashboardFeed,
    DashboardsService,
    FamilyDashboardsService,
    KindergartenFiguresService,
    NationalDashboardService,
    DashboardFeedRepository,
    DashboardsRepository,
    FamilyDashboardsRepository,
    KindergartenFiguresRepository,
    NationalDashboardRepository,
  ],
})
export class DashboardsModule {}
