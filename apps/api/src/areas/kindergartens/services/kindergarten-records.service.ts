import { Injectable } from '@nestjs/common';
import { type KindergartenBranch, kindergartenMessages, type KindergartenRecord } from '@kg/contracts';
import type { EntityManager } from 'typeorm';
import { Db } from '../../../platform/database/db.service.js';
import { BadInputError, ConflictError, NotFoundError } from '../../../platform/errors/domain-errors.js';

/** "гр. Пловдив" / "с. Равда" from a settlements row aliased `s`. */
export const TOWN = `(CASE s.type WHEN 1 THEN 'гр. ' ELSE 'с. ' END || s.name)`;

const RECORD = `k.id, k.type, k.name, k.address, k.settlement_id AS "settlementId", ${TOWN} AS town,
  m.id AS "municipalityId", m.name AS municipality, r.name AS area, k.institution_code AS "institutionCode",
  k.phone, k.email, k.automatic_excuse_with_medical_note AS "automaticExcuseWithMedicalNote",
  k.mother_kindergarten_id AS "motherKindergartenId", mk.name AS "motherKindergartenName", k.is_active AS "isActive"`;

/** The columns of a `KindergartenBranch` from the kindergartens row aliased `alias` (its settlement aliased `s`). */
export const branchColumns = (alias: string): string =>
  `${alias}.id, ${alias}.name, ${TOWN} AS town, ${alias}.institution_code AS "institutionCode", ${alias}.is_active AS "isActive"`;

/** The kindergarten record as both the master's edit page and the director's configuration page read it. */
@Injectable()
export class KindergartenRecordsService {
  constructor(private readonly db: Db) {}

  async record(id: number): Promise<KindergartenRecord> {
    const manager = this.db.manager;
    const [row] = (await manager.query(
      `SELECT ${RECORD}
         FROM kindergartens k
         JOIN settlements s ON s.id = k.settlement_id
         JOIN municipalities m ON m.id = s.municipality_id
         JOIN regions r ON r.id = m.region_id
         LEFT JOIN kindergartens mk ON mk.id = k.mother_kindergarten_id
        WHERE k.id = $1`,
      [id],
    )) as Omit<KindergartenRecord, 'branches'>[];
    if (!row) throw new NotFoundError(kindergartenMessages.notFound);
    return { ...row, branches: await this.branchesOf(manager, [id]).then((byMother) => byMother.get(id) ?? []) };
  }

  /** The branches of these mother kindergartens, by mother, names in Bulgarian order. */
  async branchesOf(manager: EntityManager, motherIds: number[]): Promise<Map<number, KindergartenBranch[]>> {
    const byMother = new Map<number, KindergartenBranch[]>();
    if (!motherIds.length) return byMother;
    const rows = (await manager.query(
      `SELECT ${branchColumns('b')}, b.mother_kindergarten_id AS "motherId"
         FROM kindergartens b JOIN settlements s ON s.id = b.settlement_id
        WHERE b.mother_kindergarten_id = ANY($1::int[])
        ORDER BY b.name COLLATE "bg-BG-x-icu", b.id`,
      [motherIds],
    )) as (KindergartenBranch & { motherId: number })[];
    for (const { motherId, ...branch } of rows) byMother.set(motherId, [...(byMother.get(motherId) ?? []), branch]);
    return byMother;
  }

  /** The settlement must exist (a 400 on the field, not a foreign-key 409). */
  async assertSettlement(settlementId: number): Promise<void> {
    const [row] = await this.db.manager.query(`SELECT 1 FROM settlements WHERE id = $1`, [settlementId]);
    if (!row) throw fieldError('settlementId', kindergartenMessages.settlementNotFound);
  }

  /**
   * Branches are one level deep: a branch belongs to a mother kindergarten that is not itself a branch, and a
   * kindergarten with branches does not become one. This also rules out every cycle.
   */
  async assertMother(id: number | null, motherId: number | null): Promise<void> {
    if (motherId === null) return;
    if (motherId === id) throw fieldError('motherKindergartenId', kindergartenMessages.motherIsItself);
    const [mother] = (await this.db.manager.query(
      `SELECT mother_kindergarten_id AS "motherId" FROM kindergartens WHERE id = $1`,
      [motherId],
    )) as { motherId: number | null }[];
    if (!mother) throw fieldError('motherKindergartenId', kindergartenMessages.motherNotFound);
    if (mother.motherId !== null) throw fieldError('motherKindergartenId', kindergartenMessages.motherIsBranch);
    if (id === null) return;
    const [branch] = await this.db.manager.query(`SELECT 1 FROM kindergartens WHERE mother_kindergarten_id = $1 LIMIT 1`, [id]);
    if (branch) throw fieldError('motherKindergartenId', kindergartenMessages.hasBranches);
  }

  /** The institution code is unique (also an index, which a concurrent save meets as a 409 too). */
  async assertInstitutionCodeFree(id: number | null, code: string | null): Promise<void> {
    if (code === null) return;
    const [taken] = await this.db.manager.query(
      `SELECT 1 FROM kindergartens WHERE institution_code = $1 AND id IS DISTINCT FROM $2::int`,
      [code, id],
    );
    if (taken) throw new ConflictError(kindergartenMessages.institutionCodeTaken);
  }
}

function fieldError(field: string, message: string): BadInputError {
  return new BadInputError(message, { [field]: [message] });
}
