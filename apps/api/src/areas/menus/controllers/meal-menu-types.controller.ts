import { Controller } from '@nestjs/common';
import { mealMenuTypesRoutes as routes, type OptionRow } from '@kg/contracts';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { MenusService } from '../services/menus.service.js';

/** Spec 2 §7.4 "Meals: menu-types": the age bands a menu is made for (docs/menus.md). */
@Controller()
export class MealMenuTypesController {
  constructor(private readonly menus: MenusService) {}

  @Route(routes.menuTypes)
  menuTypes(@CurrentUser() user: AuthUser): OptionRow[] {
    return this.menus.menuTypes(user);
  }
}
