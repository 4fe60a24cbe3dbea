import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  accountInfoQuery,
  type AccountInfoQuery,
  type AccountInfoResponse,
  type AccountRecordOption,
  accountRecordsQuery,
  type AccountRecordsQuery,
  activateAccountRequest,
  type ActivateAccountRequest,
  attachRecordRequest,
  type AttachRecordRequest,
  detachAccountRequest,
  type DetachAccountRequest,
  editMunicipalityAccountRequest,
  type EditMunicipalityAccountRequest,
  idParams,
  type IdParams,
  inviteMonAccountRequest,
  type InviteMonAccountRequest,
  inviteMunicipalityAccountRequest,
  type InviteMunicipalityAccountRequest,
  type MessageResponse,
  type NationalAccountRow,
  nationalAccountsQuery,
  type NationalAccountsQuery,
  type PagedResult,
  Resource,
  Role,
  type SaveResult,
  saveResultSchema,
  updateAccountInfoRequest,
  type UpdateAccountInfoRequest,
  updateRecordEmailRequest,
  type UpdateRecordEmailRequest,
  updateStaffInfoRequest,
  type UpdateStaffInfoRequest,
  userIdRequest,
  type UserIdRequest,
} from '@kg/contracts';
import { Access, CurrentUser, Public } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Validate } from '../../../platform/validation/validate.decorator.js';
import { AccountRecoveryService } from '../../identity/services/account-recovery.service.js';
import { TokenPurpose } from '../../identity/services/token-purpose.js';
import { AccountRecordsService } from '../services/account-records.service.js';
import { AccountsService } from '../services/accounts.service.js';
import { NationalAccountsService } from '../services/national-accounts.service.js';

/** The master administrator's account tools (spec 2 §7.1 AccountManagement); the activate-* links are in identity. */
@Controller('AccountManagement')
export class AccountManagementController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly national: NationalAccountsService,
    private readonly records: AccountRecordsService,
    private readonly recovery: AccountRecoveryService,
  ) {}

  @Get('account-info')
  @Access(Resource.MasterUsers, 'read')
  @Validate({ query: accountInfoQuery })
  accountInfo(@CurrentUser() user: AuthUser, @Query() query: AccountInfoQuery): Promise<AccountInfoResponse> {
    return this.accounts.find(user, query);
  }

  @Get('account-records')
  @Access(Resource.MasterUsers, 'read')
  @Validate({ query: accountRecordsQuery })
  accountRecords(@CurrentUser() user: AuthUser, @Query() query: AccountRecordsQuery): Promise<AccountRecordOption[]> {
    return this.records.search(user, query);
  }

  @Post('reset-password')
  @HttpCode(200)
  @Access(Resource.MasterUsers, 'update')
  @Validate({ body: userIdRequest })
  resetPassword(@CurrentUser() user: AuthUser, @Body() body: UserIdRequest): Promise<MessageResponse> {
    return this.accounts.resetPassword(user, body.userId);
  }

  @Get('mon-accounts-info')
  @Access(Resource.MasterUsers, 'read')
  @Validate({ query: nationalAccountsQuery })
  monAccounts(@CurrentUser() user: AuthUser, @Query() query: NationalAccountsQuery): Promise<PagedResult<NationalAccountRow>> {
    return this.national.list(user, Role.MON, query);
  }

  @Get('municipality-accounts-info')
  @Access(Resource.MasterUsers, 'read')
  @Validate({ query: nationalAccountsQuery })
  municipalityAccounts(
    @CurrentUser() user: AuthUser,
    @Query() query: NationalAccountsQuery,
  ): Promise<PagedResult<NationalAccountRow>> {
    return this.national.list(user, Role.Municipality, query);
  }

  @Post('invite-mon-account')
  @HttpCode(200)
  @Access(Resource.MasterUsers, 'create')
  @Validate({ body: inviteMonAccountRequest, response: saveResultSchema })
  inviteMon(@CurrentUser() user: AuthUser, @Body() body: InviteMonAccountRequest): Promise<SaveResult> {
    return this.national.inviteMon(user, body);
  }

  @Post('invite-municipality-account')
  @HttpCode(200)
  @Access(Resource.MasterUsers, 'create')
  @Validate({ body: inviteMunicipalityAccountRequest, response: saveResultSchema })
  inviteMunicipality(@CurrentUser() user: AuthUser, @Body() body: InviteMunicipalityAccountRequest): Promise<SaveResult> {
    return this.national.inviteMunicipality(user, body);
  }

  /** The link of the invitation e-mail of a MON or municipality account (not in the spec's list: its activation). */
  @Post('activate-national-account')
  @HttpCode(200)
  @Public()
  @Validate({ body: activateAccountRequest })
  activateNational(@Body() body: ActivateAccountRequest): Promise<MessageResponse> {
    return this.recovery.activateAccount(TokenPurpose.NationalActivation, body);
  }

  @Post('edit-municipality-account')
  @HttpCode(200)
  @Access(Resource.MasterUsers, 'update')
  @Validate({ body: editMunicipalityAccountRequest, response: saveResultSchema })
  editMunicipality(@CurrentUser() user: AuthUser, @Body() body: EditMunicipalityAccountRequest): Promise<SaveResult> {
    return this.national.editMunicipality(user, body);
  }

  @Post('detach-account')
  @HttpCode(200)
  @Access(Resource.MasterUsers, 'update')
  @Validate({ body: detachAccountRequest, response: saveResultSchema })
  detachAccount(@CurrentUser() user: AuthUser, @Body() body: DetachAccountRequest): Promise<SaveResult> {
    return this.accounts.detach(user, body);
  }

  @Post('update-account-info')
  @HttpCode(200)
  @Access(Resource.MasterUsers, 'update')
  @Validate({ body: updateAccountInfoRequest, response: saveResultSchema })
  updateAccountInfo(@CurrentUser() user: AuthUser, @Body() body: UpdateAccountInfoRequest): Promise<SaveResult> {
    return this.accounts.update(user, body);
  }

  @Post('update-parent-email')
  @HttpCode(200)
  @Access(Resource.MasterUsers, 'update')
  @Validate({ body: updateRecordEmailRequest, response: saveResultSchema })
  updateParentEmail(@CurrentUser() user: AuthUser, @Body() body: UpdateRecordEmailRequest): Promise<SaveResult> {
    return this.records.updateEmail(user, 'parent', body);
  }

  @Post('attach-parent-to-account')
  @HttpCode(200)
  @Access(Resource.MasterUsers, 'update')
  @Validate({ body: attachRecordRequest, response: saveResultSchema })
  attachParent(@CurrentUser() user: AuthUser, @Body() body: AttachRecordRequest): Promise<SaveResult> {
    return this.records.attach(user, 'parent', body);
  }

  @Post('detach-account-from-parent/:id')
  @HttpCode(200)
  @Access(Resource.MasterUsers, 'update')
  @Validate({ params: idParams, response: saveResultSchema })
  detachParent(@CurrentUser() user: AuthUser, @Param() params: IdParams): Promise<SaveResult> {
    return this.records.detach(user, 'parent', params.id);
  }

  @Post('update-staff-email')
  @HttpCode(200)
  @Access(Resource.MasterUsers, 'update')
  @Validate({ body: updateRecordEmailRequest, response: saveResultSchema })
  updateStaffEmail(@CurrentUser() user: AuthUser, @Body() body: UpdateRecordEmailRequest): Promise<SaveResult> {
    return this.records.updateEmail(user, 'staff', body);
  }

  @Post('attach-staff-to-account')
  @HttpCode(200)
  @Access(Resource.MasterUsers, 'update')
  @Validate({ body: attachRecordRequest, response: saveResultSchema })
  attachStaff(@CurrentUser() user: AuthUser, @Body() body: AttachRecordRequest): Promise<SaveResult> {
    return this.records.attach(user, 'staff', body);
  }

  @Post('detach-account-from-staff/:id')
  @HttpCode(200)
  @Access(Resource.MasterUsers, 'update')
  @Validate({ params: idParams, response: saveResultSchema })
  detachStaff(@CurrentUser() user: AuthUser, @Param() params: IdParams): Promise<SaveResult> {
    return this.records.detach(user, 'staff', params.id);
  }

  @Post('update-staff-info')
  @HttpCode(200)
  @Access(Resource.MasterUsers, 'update')
  @Validate({ body: updateStaffInfoRequest, response: saveResultSchema })
  updateStaffInfo(@CurrentUser() user: AuthUser, @Body() body: UpdateStaffInfoRequest): Promise<SaveResult> {
    return this.records.updateStaffInfo(user, body);
  }
}
