import { Injectable } from '@nestjs/common';
import { kindergartenMessages, type KindergartenRecord } from '@kg/contracts';
import { BadInputError, ConflictError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { KindergartenRecordsRepository } from '../data/kindergarten-records.repository.js';

/** The kindergarten record as both the master's edit page and the director's configuration page read it. */
@Injectable()
export class KindergartenRecordsService {
  constructor(private readonly records: KindergartenRecordsRepository) {}

  async record(id: number): Promise<KindergartenRecord> {
    const row = await this.records.find(id);
    if (!row) throw new NotFoundError(kindergartenMessages.notFound);
    return { ...row, branches: await this.records.branchesOf([id]).then((byMother) => byMother.get(id) ?? []) };
  }

  /** The settlement must exist (a 400 on the field, not a foreign-key 409). */
  async assertSettlement(settlementId: number): Promise<void> {
    if (!(await this.records.settlementExists(settlementId)))
      throw fieldError('settlementId', kindergartenMessages.settlementNotFound);
  }

  /**
   * Branches are one level deep: a branch belongs to a mother kindergarten that is not itself a branch, and a
   * kindergarten with branches does not become one. This also rules out every cycle.
   */
  async assertMother(id: number | null, motherId: number | null): Promise<void> {
    if (motherId === null) return;
    if (motherId === id) throw fieldError('motherKindergartenId', kindergartenMessages.motherIsItself);
    const mother = await this.records.mother(motherId);
    if (!mother) throw fieldError('motherKindergartenId', kindergartenMessages.motherNotFound);
    if (mother.motherId !== null) throw fieldError('motherKindergartenId', kindergartenMessages.motherIsBranch);
    if (id === null) return;
    if (await this.records.hasBranches(id)) throw fieldError('motherKindergartenId', kindergartenMessages.hasBranches);
  }

  /** The institution code is unique (also an index, which a concurrent save meets as a 409 too). */
  async assertInstitutionCodeFree(id: number | null, code: string | null): Promise<void> {
    if (code === null) return;
    if (await this.records.institutionCodeTaken(id, code)) throw new ConflictError(kindergartenMessages.institutionCodeTaken);
  }
}

function fieldError(field: string, message: string): BadInputError {
  return new BadInputError(message, { [field]: [message] });
}
