import { Injectable } from '@nestjs/common';
import type { ParentFeesQuery, ParentFeesResponse } from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { ParentFeesRepository } from '../data/parent-fees.repository.js';

const iso = (moment: string | Date | null): string | null => (moment === null ? null : new Date(moment).toISOString());

/** The parent's fees (spec 1 "Parent fees response"; docs/parent-fees.md): only the fees of the parent's own children. */
@Injectable()
export class ParentFeesService {
  constructor(private readonly fees: ParentFeesRepository) {}

  async list(user: AuthUser, query: ParentFeesQuery, onlyNotPaid: boolean): Promise<ParentFeesResponse> {
    const page = await this.fees.list(user.userId, query, onlyNotPaid);
    const family = await this.fees.family(user.userId, user.kindergartenId);
    return {
      result: page.result.map((row) => ({ ...row, easyPayIdnExpiresAt: iso(row.easyPayIdnExpiresAt) })),
      rowsCount: page.rowsCount,
      transferPaymentEasyPayIdn: family.idn,
      transferPaymentEasyPayIdnExpirationDate: iso(family.expiresAt),
      isTransferPaymentPossible: family.possible,
    };
  }
}
