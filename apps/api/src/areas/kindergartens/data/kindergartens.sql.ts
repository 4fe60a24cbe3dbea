// The SQL fragments the kindergartens' statements share.
import { SettlementType } from '@kg/contracts';

/** "гр. Пловдив" / "с. Равда" from a settlements row aliased `s`. */
export const TOWN = `(CASE s.type WHEN ${SettlementType.Town} THEN 'гр. ' ELSE 'с. ' END || s.name)`;

/** Kindergartens by name in Bulgarian order (aliased `k`), the id as the tie-breaker. */
export const NAME_ORDER = 'k.name COLLATE "bg-BG-x-icu", k.id';

/** The columns of a `KindergartenRecord` but its branches (see `KindergartenRecordsRepository.find` for the joins). */
export const RECORD = `k.id, k.type, k.name, k.address, k.settlement_id AS "settlementId", ${TOWN} AS town,
  m.id AS "municipalityId", m.name AS municipality, r.name AS area, k.institution_code AS "institutionCode",
  k.phone, k.email, k.automatic_excuse_with_medical_note AS "automaticExcuseWithMedicalNote",
  k.mother_kindergarten_id AS "motherKindergartenId", mk.name AS "motherKindergartenName", k.is_active AS "isActive"`;

/** The columns of a `KindergartenBranch` from the kindergartens row aliased `alias` (its settlement aliased `s`). */
export const branchColumns = (alias: string): string =>
  `${alias}.id, ${alias}.name, ${TOWN} AS town, ${alias}.institution_code AS "institutionCode", ${alias}.is_active AS "isActive"`;

/** The columns of an `InstitutionOverviewRow` (the master's list). */
export const OVERVIEW = `k.id, k.name, k.type, k.institution_code AS "institutionCode", ${TOWN} AS town, m.name AS municipality,
  k.address, k.phone, k.email, k.is_active AS "isActive", k.mother_kindergarten_id AS "motherKindergartenId",
  mk.name AS "motherKindergartenName",
  (SELECT count(*)::int FROM kindergartens b WHERE b.mother_kindergarten_id = k.id) AS "branchesCount"`;

/** A kindergarten's record columns both of the master's writes set (the register's data and the director's part). */
export interface KindergartenRecordColumns {
  type: number;
  name: string;
  address: string;
  settlement_id: number;
  institution_code: string | null;
  phone: string | null;
  email: string | null;
  automatic_excuse_with_medical_note: boolean;
  mother_kindergarten_id: number | null;
}
