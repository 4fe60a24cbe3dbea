import { Controller } from '@nestjs/common';
import { identityAccountSheetRoutes as routes } from '@kg/contracts';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { AccountSheetService } from '../services/account-sheet.service.js';

/** "Справка за профила": the signed-in user's own data as a file (spec 1 §8, downloads with a file name). */
@Controller()
export class AccountSheetController {
  constructor(private readonly sheets: AccountSheetService) {}

  @Route(routes.pdf)
  pdf(@CurrentUser() user: AuthUser) {
    return this.sheets.pdf(user);
  }

  @Route(routes.excel)
  excel(@CurrentUser() user: AuthUser) {
    return this.sheets.excel(user);
  }
}
