import { Injectable } from '@nestjs/common';
import {
  accountMessages,
  type AccountRecordOption,
  type AccountRecordsQuery,
  type AttachRecordRequest,
  normalizePhone,
  Role,
  type SaveResult,
  type UpdateRecordEmailRequest,
  type UpdateStaffInfoRequest,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { ConflictError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { AccountRecordsRepository, type LinkedRecordRow, type RecordKind } from '../data/account-records.repository.js';
import { AccountsRepository } from '../data/accounts.repository.js';
import { changeAccountEmail, orNull } from './account-emails.js';

interface KindRules {
  notFound: string;
  hasAccount: string;
  accountTaken: string;
  emailTaken: string;
  /** The membership an attached account gets when it has none in the record's kindergarten. */
  role: (record: LinkedRecordRow) => Role;
}

const KINDS: Record<RecordKind, KindRules> = {
  staff: {
    notFound: accountMessages.staffNotFound,
    hasAccount: accountMessages.staffHasAccount,
    accountTaken: accountMessages.staffTaken,
    emailTaken: 'Служител с този имейл вече е записан в детската градина.',
    role: (record) => (record.isDirector ? Role.Director : Role.Teacher),
  },
  parent: {
    notFound: accountMessages.parentNotFound,
    hasAccount: accountMessages.parentHasAccount,
    accountTaken: accountMessages.parentTaken,
    emailTaken: 'Родител с този имейл вече е записан в детската градина.',
    role: () => Role.Parent,
  },
};

/**
 * Staff and parent records of any kindergarten and the accounts they sign in with: the master corrects an e-mail,
 * links a record to an account or unlinks it. Unlinking never deletes the record or the account.
 */
@Injectable()
export class AccountRecordsService {
  constructor(
    private readonly records: AccountRecordsRepository,
    private readonly accounts: AccountsRepository,
  ) {}

  search(_user: AuthUser, query: AccountRecordsQuery): Promise<AccountRecordOption[]> {
    return this.records.search(query.kind, query.searchTerm);
  }

  /** The record's e-mail; when an account signs in through the record, the account's e-mail follows. */
  async updateEmail(_user: AuthUser, kind: RecordKind, request: UpdateRecordEmailRequest): Promise<SaveResult> {
    const record = await this.record(kind, request.id);
    if (await this.records.emailTaken(kind, record.kindergartenId, request.email, record.id)) {
      throw new ConflictError(KINDS[kind].emailTaken);
    }
    await this.records.setEmail(kind, record.id, request.email);
    if (record.userId !== null) await changeAccountEmail(this.accounts, record.userId, request.email);
    return { isSuccessful: true, entityId: record.id };
  }

  async attach(_user: AuthUser, kind: RecordKind, request: AttachRecordRequest): Promise<SaveResult> {
    const rules = KINDS[kind];
    const record = await this.record(kind, request.id);
    const nationalRole = await this.records.accountNationalRole(request.userId);
    if (nationalRole === undefined) throw new NotFoundError(accountMessages.accountNotFound);
    if (nationalRole !== null) throw new ConflictError(accountMessages.nationalAccount);
    if (record.userId === request.userId) return { isSuccessful: true, entityId: record.id };
    if (record.userId !== null) throw new ConflictError(rules.hasAccount);
    if (await this.records.accountLinked(kind, record.kindergartenId, request.userId))
      throw new ConflictError(rules.accountTaken);
    await this.records.setAccount(kind, record.id, request.userId);
    await this.records.ensureMembership(record.kindergartenId, request.userId, rules.role(record));
    return { isSuccessful: true, entityId: record.id };
  }

  /** Unlinks the record from its account; the membership of the kindergarten is ended separately (detach-account). */
  async detach(_user: AuthUser, kind: RecordKind, id: number): Promise<SaveResult> {
    const record = await this.record(kind, id);
    if (record.userId === null) throw new ConflictError(accountMessages.notLinked);
    await this.records.setAccount(kind, id, null);
    return { isSuccessful: true, entityId: id };
  }

  async updateStaffInfo(_user: AuthUser, request: UpdateStaffInfoRequest): Promise<SaveResult> {
    const updated = await this.records.updateStaffInfo(request.id, {
      first_name: request.firstName,
      middle_name: orNull(request.middleName),
      last_name: request.lastName,
      phone: request.phone ? normalizePhone(request.phone) : null,
    });
    if (updated === 0) throw new NotFoundError(accountMessages.staffNotFound);
    return { isSuccessful: true, entityId: request.id };
  }

  private async record(kind: RecordKind, id: number): Promise<LinkedRecordRow> {
    const record = await this.records.findForUpdate(kind, id);
    if (!record) throw new NotFoundError(KINDS[kind].notFound);
    return record;
  }
}
