import { Body, Controller, Param, Query } from '@nestjs/common';
import { accountManagementRoutes as routes, type RouteBody, type RouteParams, type RouteQuery, Role } from '@kg/contracts';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { AccountRecoveryService } from '../../identity/services/account-recovery.service.js';
import { TokenPurpose } from '../../identity/services/token-purpose.js';
import { AccountRecordsService } from '../services/account-records.service.js';
import { AccountsService } from '../services/accounts.service.js';
import { NationalAccountsService } from '../services/national-accounts.service.js';

/** The master administrator's account tools (spec 2 §7.1 AccountManagement); the activate-* links are in identity. */
@Controller()
export class AccountManagementController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly national: NationalAccountsService,
    private readonly records: AccountRecordsService,
    private readonly recovery: AccountRecoveryService,
  ) {}

  @Route(routes.accountInfo)
  accountInfo(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.accountInfo>) {
    return this.accounts.find(user, query);
  }

  @Route(routes.accountRecords)
  accountRecords(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.accountRecords>) {
    return this.records.search(user, query);
  }

  @Route(routes.resetPassword)
  resetPassword(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.resetPassword>) {
    return this.accounts.resetPassword(user, body.userId);
  }

  @Route(routes.monAccounts)
  monAccounts(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.monAccounts>) {
    return this.national.list(user, Role.MON, query);
  }

  @Route(routes.municipalityAccounts)
  municipalityAccounts(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.municipalityAccounts>) {
    return this.national.list(user, Role.Municipality, query);
  }

  @Route(routes.inviteMon)
  inviteMon(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.inviteMon>) {
    return this.national.inviteMon(user, body);
  }

  @Route(routes.inviteMunicipality)
  inviteMunicipality(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.inviteMunicipality>) {
    return this.national.inviteMunicipality(user, body);
  }

  /** The link of the invitation e-mail of a MON or municipality account (not in the spec's list: its activation). */
  @Route(routes.activateNational)
  activateNational(@Body() body: RouteBody<typeof routes.activateNational>) {
    return this.recovery.activateAccount(TokenPurpose.NationalActivation, body);
  }

  @Route(routes.editMunicipality)
  editMunicipality(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.editMunicipality>) {
    return this.national.editMunicipality(user, body);
  }

  @Route(routes.detachAccount)
  detachAccount(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.detachAccount>) {
    return this.accounts.detach(user, body);
  }

  @Route(routes.updateAccountInfo)
  updateAccountInfo(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.updateAccountInfo>) {
    return this.accounts.update(user, body);
  }

  @Route(routes.updateParentEmail)
  updateParentEmail(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.updateParentEmail>) {
    return this.records.updateEmail(user, 'parent', body);
  }

  @Route(routes.attachParent)
  attachParent(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.attachParent>) {
    return this.records.attach(user, 'parent', body);
  }

  @Route(routes.detachParent)
  detachParent(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.detachParent>) {
    return this.records.detach(user, 'parent', params.id);
  }

  @Route(routes.updateStaffEmail)
  updateStaffEmail(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.updateStaffEmail>) {
    return this.records.updateEmail(user, 'staff', body);
  }

  @Route(routes.attachStaff)
  attachStaff(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.attachStaff>) {
    return this.records.attach(user, 'staff', body);
  }

  @Route(routes.detachStaff)
  detachStaff(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.detachStaff>) {
    return this.records.detach(user, 'staff', params.id);
  }

  @Route(routes.updateStaffInfo)
  updateStaffInfo(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.updateStaffInfo>) {
    return this.records.updateStaffInfo(user, body);
  }
}
