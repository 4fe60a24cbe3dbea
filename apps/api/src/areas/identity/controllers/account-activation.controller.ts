import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import {
  activateAccountRequest,
  type ActivateAccountRequest,
  idParams,
  type IdParams,
  type MessageResponse,
} from '@kg/contracts';
import { Public } from '../../../platform/access/access.decorators.js';
import { Validate } from '../../../platform/validation/validate.decorator.js';
import { TokenPurpose } from '../services/token-purpose.js';
import { AccountRecoveryService } from '../services/account-recovery.service.js';

/** The links of invitation e-mails: a new staff member, parent or kindergarten administrator sets a password. */
@Controller('AccountManagement')
export class AccountActivationController {
  constructor(private readonly recovery: AccountRecoveryService) {}

  @Post('activate-teacher-account')
  @HttpCode(200)
  @Public()
  @Validate({ body: activateAccountRequest })
  activateTeacher(@Body() body: ActivateAccountRequest): Promise<MessageResponse> {
    return this.recovery.activateAccount(TokenPurpose.TeacherActivation, body);
  }

  @Post('activate-parent-account')
  @HttpCode(200)
  @Public()
  @Validate({ body: activateAccountRequest })
  activateParent(@Body() body: ActivateAccountRequest): Promise<MessageResponse> {
    return this.recovery.activateAccount(TokenPurpose.ParentActivation, body);
  }

  @Post('create-admin-account/:id')
  @HttpCode(200)
  @Public()
  @Validate({ params: idParams, body: activateAccountRequest })
  activateAdmin(@Param() params: IdParams, @Body() body: ActivateAccountRequest): Promise<MessageResponse> {
    return this.recovery.activateAccount(TokenPurpose.AdminActivation, body, params.id);
  }
}
