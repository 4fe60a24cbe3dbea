import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { idParams, type IdParams, type SaveResult, saveResultSchema } from '@kg/contracts';
import { CurrentUser, SignedIn } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Validate } from '../../../platform/validation/validate.decorator.js';
import { KindergartenSwitchService } from '../services/kindergarten-switch.service.js';

@Controller('Kindergartens')
export class KindergartensController {
  constructor(private readonly switcher: KindergartenSwitchService) {}

  @Post('change/:id')
  @HttpCode(200)
  @SignedIn()
  @Validate({ params: idParams, response: saveResultSchema })
  change(@CurrentUser() user: AuthUser, @Param() params: IdParams): Promise<SaveResult> {
    return this.switcher.change(user, params.id);
  }
}
