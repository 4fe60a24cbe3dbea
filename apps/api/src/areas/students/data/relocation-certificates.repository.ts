import { Injectable } from '@nestjs/common';
import type { PagedResult, RelocationCertificateListQuery, RelocationCertificateRow } from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { likeEscaped } from '../../../platform/database/like.js';
import { pagedQuery, SqlConditions } from '../../../platform/database/paged-query.js';
import type { RelocationCertificateSheet } from '../services/relocation-certificate-pdf.js';
import { BG, FULL_NAME } from './students.sql.js';

const LATEST = `NOT EXISTS (SELECT 1 FROM relocation_certificates later WHERE later.student_id = rc.student_id
  AND (later.issue_date, later.id) > (rc.issue_date, rc.id))`;
const ROW_COLUMNS = `rc.id AS "relocationCertificateId", rc.student_id AS "studentId", ${FULL_NAME} AS "studentName",
  rc.number, rc.issue_date AS "issueDate", rc.leave_date AS "leaveDate", rc.target_kindergarten_id AS "targetKindergartenId",
  rc.target_kindergarten_name AS "targetKindergartenName", rc.target_settlement AS "targetSettlement", rc.reason,
  ${LATEST} AS "isLatest"`;
const ROW_FROM = 'FROM relocation_certificates rc JOIN students s ON s.id = rc.student_id';

/** A certificate as issued, column → value. */
export interface CertificateColumns {
  student_id: number;
  number: string;
  issue_date: string;
  leave_date: string;
  target_kindergarten_id: number | null;
  target_kindergarten_name: string;
  target_settlement: string | null;
  reason: string;
  closed_placement_id: number | null;
}

/** A certificate to delete, with what it changed on the child, locked. */
export interface CertificateToDelete {
  studentId: number;
  leaveDate: string;
  closedPlacementId: number | null;
  isLatest: boolean;
  isDetached: boolean;
  studentLeaveDate: string | null;
}

/** A kindergarten of the platform as the receiving one. */
export interface TargetKindergartenRow {
  name: string;
  settlement: string;
}

/** The statements of the relocation certificates (resource 48); every row typed. */
@Injectable()
export class RelocationCertificatesRepository {
  constructor(private readonly db: Db) {}

  list(user: AuthUser, query: RelocationCertificateListQuery): Promise<PagedResult<RelocationCertificateRow>> {
    const where = new SqlConditions().add('rc.kindergarten_id = ?', user.kindergartenId);
    where.addIf(query.studentId, 'rc.student_id = ?');
    if (query.nameSearchTerm) {
      where.add(`lower(${FULL_NAME} ${BG}) LIKE '%' || lower(? ${BG}) || '%'`, likeEscaped(query.nameSearchTerm));
    }
    return pagedQuery<RelocationCertificateRow>(
      this.db.manager,
      {
        select: ROW_COLUMNS,
        from: ROW_FROM,
        where,
        orderBy: { issueDate: 'rc.issue_date', number: `rc.number ${BG}`, name: `s.first_name ${BG}, s.last_name ${BG}` },
        defaultOrder: 'rc.issue_date DESC, rc.id DESC',
      },
      query,
    );
  }

  /** Another certificate of the kindergarten with this number in the year of `issueDate` (case-insensitive). */
  async numberTaken(user: AuthUser, number: string, issueDate: string): Promise<boolean> {
    const row = await this.db.sql.maybe(
      `SELECT 1 FROM relocation_certificates WHERE kindergarten_id = $1 AND lower(number) = lower($2)
          AND date_part('year', issue_date) = date_part('year', $3::date)`,
      [user.kindergartenId, number, issueDate],
    );
    return row !== undefined;
  }

  /** The receiving kindergarten, when it is an active one of the platform. */
  targetKindergarten(id: number): Promise<TargetKindergartenRow | undefined> {
    return this.db.sql.maybe<TargetKindergartenRow>(
      `SELECT k.name, st.name AS settlement FROM kindergartens k JOIN settlements st ON st.id = k.settlement_id
        WHERE k.id = $1 AND k.is_active`,
      [id],
    );
  }

  async insert(user: AuthUser, certificate: CertificateColumns): Promise<number> {
    const { id } = await this.db.sql.insert('relocation_certificates', {
      kindergarten_id: user.kindergartenId,
      ...certificate,
      created_by: user.userId,
    });
    return id;
  }

  lockForDelete(user: AuthUser, id: number): Promise<CertificateToDelete | undefined> {
    return this.db.sql.maybe<CertificateToDelete>(
      `SELECT rc.student_id AS "studentId", rc.leave_date AS "leaveDate", rc.closed_placement_id AS "closedPlacementId",
              ${LATEST} AS "isLatest", s.is_detached AS "isDetached", s.leave_date AS "studentLeaveDate"
         FROM relocation_certificates rc JOIN students s ON s.id = rc.student_id
        WHERE rc.id = $1 AND rc.kindergarten_id = $2 FOR UPDATE OF rc, s`,
      [id, user.kindergartenId],
    );
  }

  async delete(id: number): Promise<void> {
    await this.db.sql.exec(`DELETE FROM relocation_certificates WHERE id = $1`, [id]);
  }

  /** Reopens the group the certificate closed, unless the child has an open placement again. */
  async reopenPlacement(placementId: number, closedOn: string, studentId: number): Promise<void> {
    await this.db.sql.exec(
      `UPDATE student_classes SET to_date = NULL
        WHERE id = $1 AND to_date = $2
          AND NOT EXISTS (SELECT 1 FROM student_classes o WHERE o.student_id = $3 AND o.to_date IS NULL)`,
      [placementId, closedOn, studentId],
    );
  }

  /** What the certificate says, read in one query. */
  sheet(user: AuthUser, id: number): Promise<RelocationCertificateSheet | undefined> {
    return this.db.sql.maybe<RelocationCertificateSheet>(
      `SELECT rc.number, rc.issue_date AS "issueDate", rc.leave_date AS "leaveDate",
              rc.target_kindergarten_name AS "targetKindergartenName", rc.target_settlement AS "targetSettlement",
              rc.reason, ${FULL_NAME} AS "studentName", s.identifier_type AS "identifierType", s.identifier,
              s.birth_date AS "birthDate", s.gender, k.name AS "kindergartenName", k.address AS "kindergartenAddress",
              k.institution_code AS "institutionCode", st.name AS "settlementName", m.name AS "municipalityName",
              r.name AS "regionName", c.name AS "className", p.name AS "periodName"
         FROM relocation_certificates rc
         JOIN students s ON s.id = rc.student_id
         JOIN kindergartens k ON k.id = rc.kindergarten_id
         JOIN settlements st ON st.id = k.settlement_id
         JOIN municipalities m ON m.id = st.municipality_id
         JOIN regions r ON r.id = m.region_id
         LEFT JOIN student_classes sc ON sc.id = rc.closed_placement_id
         LEFT JOIN classes c ON c.id = sc.class_id
         LEFT JOIN kindergarten_periods p ON p.id = c.period_id
        WHERE rc.id = $1 AND rc.kindergarten_id = $2`,
      [id, user.kindergartenId],
    );
  }
}
