import { Injectable } from '@nestjs/common';
import type { KindergartenBranch, KindergartenRecord } from '@kg/contracts';
import { Db } from '../../../platform/database/db.service.js';
import { branchColumns, RECORD } from './kindergartens.sql.js';

/** A kindergarten's record without its branches (those are read by `branchesOf`). */
export type KindergartenRecordRow = Omit<KindergartenRecord, 'branches'>;

interface BranchRow extends KindergartenBranch {
  motherId: number;
}

interface MotherRow {
  motherId: number | null;
}

/** The statements of the kindergarten record both the master's edit page and the director's configuration page read. */
@Injectable()
export class KindergartenRecordsRepository {
  constructor(private readonly db: Db) {}

  find(id: number): Promise<KindergartenRecordRow | undefined> {
    return this.db.sql.maybe<KindergartenRecordRow>(
      `SELECT ${RECORD}
         FROM kindergartens k
         JOIN settlements s ON s.id = k.settlement_id
         JOIN municipalities m ON m.id = s.municipality_id
         JOIN regions r ON r.id = m.region_id
         LEFT JOIN kindergartens mk ON mk.id = k.mother_kindergarten_id
        WHERE k.id = $1`,
      [id],
    );
  }

  /** The branches of these mother kindergartens, by mother, names in Bulgarian order. */
  async branchesOf(motherIds: number[]): Promise<Map<number, KindergartenBranch[]>> {
    const byMother = new Map<number, KindergartenBranch[]>();
    if (!motherIds.length) return byMother;
    const rows = await this.db.sql.many<BranchRow>(
      `SELECT ${branchColumns('b')}, b.mother_kindergarten_id AS "motherId"
         FROM kindergartens b JOIN settlements s ON s.id = b.settlement_id
        WHERE b.mother_kindergarten_id = ANY($1::int[])
        ORDER BY b.name COLLATE "bg-BG-x-icu", b.id`,
      [motherIds],
    );
    for (const { motherId, ...branch } of rows) byMother.set(motherId, [...(byMother.get(motherId) ?? []), branch]);
    return byMother;
  }

  async settlementExists(settlementId: number): Promise<boolean> {
    // The nomenclature's test settlement (`is_test`) is not a town a kindergarten can be in.
    const row = await this.db.sql.maybe(`SELECT 1 FROM settlements WHERE id = $1 AND NOT is_test`, [settlementId]);
    return row !== undefined;
  }

  /** The kindergarten's own mother kindergarten (null: it is none's branch); undefined when it does not exist. */
  mother(id: number): Promise<MotherRow | undefined> {
    return this.db.sql.maybe<MotherRow>(`SELECT mother_kindergarten_id AS "motherId" FROM kindergartens WHERE id = $1`, [id]);
  }

  async hasBranches(id: number): Promise<boolean> {
    const row = await this.db.sql.maybe(`SELECT 1 FROM kindergartens WHERE mother_kindergarten_id = $1 LIMIT 1`, [id]);
    return row !== undefined;
  }

  /** Whether another kindergarten than `id` (null: any) has the institution code. */
  async institutionCodeTaken(id: number | null, code: string): Promise<boolean> {
    const row = await this.db.sql.maybe(
      `SELECT 1 FROM kindergartens WHERE institution_code = $1 AND id IS DISTINCT FROM $2::int`,
      [code, id],
    );
    return row !== undefined;
  }
}
