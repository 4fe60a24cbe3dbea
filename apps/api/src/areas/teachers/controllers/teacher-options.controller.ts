import { Controller } from '@nestjs/common';
import { teachersRoutes as routes } from '@kg/contracts';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { TeacherOptionsService } from '../services/teacher-options.service.js';

@Controller()
export class TeacherOptionsController {
  constructor(private readonly options: TeacherOptionsService) {}

  @Route(routes.forKindergarten)
  forKindergarten(@CurrentUser() user: AuthUser) {
    return this.options.forKindergarten(user);
  }
}
