import { Controller } from '@nestjs/common';
import { healthRoutes as routes } from '@kg/contracts';
import { Route } from '../../platform/routes/route.decorator.js';
import { HealthService } from './health.service.js';

@Controller()
export class HealthController {
  constructor(private readonly service: HealthService) {}

  /** 200 only when the database answers. */
  @Route(routes.health)
  health() {
    return this.service.health();
  }
}
