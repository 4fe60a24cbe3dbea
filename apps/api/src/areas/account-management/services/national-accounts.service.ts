import { Injectable } from '@nestjs/common';
import {
  accountMessages,
  type EditMunicipalityAccountRequest,
  type InviteMonAccountRequest,
  type InviteMunicipalityAccountRequest,
  type NationalAccountRow,
  type NationalAccountsQuery,
  normalizePhone,
  type PagedResult,
  Role,
  type SaveResult,
  UserType,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { BadInputError, ConflictError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { NationalAccountsRepository } from '../data/national-accounts.repository.js';
import { orNull } from './account-emails.js';
import { ActivationLinksService } from './activation-links.service.js';

/** MON and municipality accounts: national accounts (users.national_role MON or municipality), invited by the master administrator. */
@Injectable()
export class NationalAccountsService {
  constructor(
    private readonly national: NationalAccountsRepository,
    private readonly activation: ActivationLinksService,
  ) {}

  list(
    _user: AuthUser,
    role: Role.MON | Role.Municipality,
    query: NationalAccountsQuery,
  ): Promise<PagedResult<NationalAccountRow>> {
    return this.national.list(role, query);
  }

  inviteMon(_user: AuthUser, request: InviteMonAccountRequest): Promise<SaveResult> {
    return this.invite(Role.MON, request, null);
  }

  async inviteMunicipality(_user: AuthUser, request: InviteMunicipalityAccountRequest): Promise<SaveResult> {
    await this.assertMunicipality(request.municipalityId);
    return this.invite(Role.Municipality, request, request.municipalityId);
  }

  async editMunicipality(_user: AuthUser, request: EditMunicipalityAccountRequest): Promise<SaveResult> {
    await this.assertMunicipality(request.municipalityId);
    const updated = await this.national.updateMunicipalityAccount(request.id, {
      first_name: request.firstName,
      middle_name: orNull(request.middleName),
      last_name: request.lastName,
      municipality_id: request.municipalityId,
    });
    if (updated === 0) throw new NotFoundError(accountMessages.accountNotFound);
    return { isSuccessful: true, entityId: request.id };
  }

  /** A new inactive account; the e-mail carries the link to choose a password. An address in use is refused. */
  private async invite(
    role: Role.MON | Role.Municipality,
    request: InviteMonAccountRequest,
    municipalityId: number | null,
  ): Promise<SaveResult> {
    if (await this.national.emailInUse(request.email)) throw new ConflictError(accountMessages.emailTaken);
    const userType = role === Role.MON ? UserType.MON : UserType.Municipality;
    const id = await this.national.insert({
      email: request.email,
      phone: request.phone ? normalizePhone(request.phone) : null,
      first_name: request.firstName,
      middle_name: orNull(request.middleName),
      last_name: request.lastName,
      user_type: userType,
      national_role: role,
      municipality_id: municipalityId,
    });
    await this.activation.send({ id, firstName: request.firstName, email: request.email, userType });
    return { isSuccessful: true, entityId: id };
  }

  private async assertMunicipality(id: number): Promise<void> {
    if (!(await this.national.municipalityExists(id)))
      throw new BadInputError(accountMessages.municipalityNotFound, { municipalityId: [accountMessages.municipalityNotFound] });
  }
}
