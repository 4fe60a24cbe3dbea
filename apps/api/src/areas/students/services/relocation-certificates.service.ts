import { Injectable } from '@nestjs/common';
import {
  type IssueRelocationCertificateRequest,
  type PagedResult,
  type RelocationCertificateListQuery,
  type RelocationCertificateRow,
  type SaveResult,
  studentMessages,
  studentMovementMessages as messages,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { pagedQuery, SqlConditions } from '../../../platform/database/paged-query.js';
import { BadInputError, ConflictError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { type ExportFile, exportFile, renderPdf } from '../../../platform/export/index.js';
import { relocationCertificatePdf, type RelocationCertificateSheet } from './relocation-certificate-pdf.js';
import { BG, FULL_NAME } from './students-sql.js';

const LATEST = `NOT EXISTS (SELECT 1 FROM relocation_certificates later WHERE later.student_id = rc.student_id
  AND (later.issue_date, later.id) > (rc.issue_date, rc.id))`;
const ROW_COLUMNS = `rc.id AS "relocationCertificateId", rc.student_id AS "studentId", ${FULL_NAME} AS "studentName",
  rc.number, rc.issue_date AS "issueDate", rc.leave_date AS "leaveDate", rc.target_kindergarten_id AS "targetKindergartenId",
  rc.target_kindergarten_name AS "targetKindergartenName", rc.target_settlement AS "targetSettlement", rc.reason,
  ${LATEST} AS "isLatest"`;
const ROW_FROM = 'FROM relocation_certificates rc JOIN students s ON s.id = rc.student_id';

/**
 * Relocation certificates (удостоверение за преместване, resource 48): issuing one detaches the child from its
 * group after the leave date and marks it as left, keeping the history; deleting the child's latest certificate
 * restores the child as it was. Rules and the form's wording: docs/students.md.
 */
@Injectable()
export class RelocationCertificatesService {
  constructor(private readonly db: Db) {}

  list(user: AuthUser, query: RelocationCertificateListQuery): Promise<PagedResult<RelocationCertificateRow>> {
    const where = new SqlConditions().add('rc.kindergarten_id = ?', user.kindergartenId);
    where.addIf(query.studentId, 'rc.student_id = ?');
    where.addIf(query.nameSearchTerm, `lower(${FULL_NAME} ${BG}) LIKE '%' || lower(? ${BG}) || '%'`);
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

  async issue(user: AuthUser, request: IssueRelocationCertificateRequest): Promise<SaveResult> {
    const [student] = await this.db.manager.query(
      `SELECT is_detached AS "isDetached" FROM students WHERE id = $1 AND kindergarten_id = $2 FOR UPDATE`,
      [request.studentId, user.kindergartenId],
    );
    if (!student) throw new NotFoundError(studentMessages.notFound);
    if (student.isDetached) throw new BadInputError(messages.certificateDetached);
    const target = await this.target(user, request);
    const [taken] = await this.db.manager.query(
      `SELECT 1 FROM relocation_certificates WHERE kindergarten_id = $1 AND lower(number) = lower($2)
          AND date_part('year', issue_date) = date_part('year', $3::date)`,
      [user.kindergartenId, request.number, request.issueDate],
    );
    if (taken) throw new ConflictError(messages.certificateNumberTaken);
    const [open] = await this.db.manager.query(
      `SELECT id, from_date AS "fromDate" FROM student_classes WHERE student_id = $1 AND to_date IS NULL FOR UPDATE`,
      [request.studentId],
    );
    if (open && open.fromDate > request.leaveDate) {
      throw new BadInputError(messages.certificateLeaveBeforePlacement, {
        leaveDate: [messages.certificateLeaveBeforePlacement],
      });
    }
    if (open) {
      await this.db.manager.query(`UPDATE student_classes SET to_date = $2 WHERE id = $1`, [open.id, request.leaveDate]);
    }
    await this.db.manager.query(
      `UPDATE students SET is_detached = true, leave_date = $3, updated_at = now() WHERE id = $1 AND kindergarten_id = $2`,
      [request.studentId, user.kindergartenId, request.leaveDate],
    );
    const [row] = await this.db.manager.query(
      `INSERT INTO relocation_certificates (kindergarten_id, student_id, number, issue_date, leave_date, target_kindergarten_id,
                                            target_kindergarten_name, target_settlement, reason, closed_placement_id, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
      [
        user.kindergartenId,
        request.studentId,
        request.number,
        request.issueDate,
        request.leaveDate,
        target.id,
        target.name,
        target.settlement,
        request.reason,
        open?.id ?? null,
        user.userId,
      ],
    );
    return { isSuccessful: true, entityId: row.id };
  }

  /** Deletes the child's latest certificate and restores the child: back in the kindergarten and in its group. */
  async remove(user: AuthUser, id: number): Promise<SaveResult> {
    const [certificate] = await this.db.manager.query(
      `SELECT rc.student_id AS "studentId", rc.leave_date AS "leaveDate", rc.closed_placement_id AS "closedPlacementId",
              ${LATEST} AS "isLatest", s.is_detached AS "isDetached", s.leave_date AS "studentLeaveDate"
         FROM relocation_certificates rc JOIN students s ON s.id = rc.student_id
        WHERE rc.id = $1 AND rc.kindergarten_id = $2 FOR UPDATE OF rc, s`,
      [id, user.kindergartenId],
    );
    if (!certificate) throw new NotFoundError(messages.certificateNotFound);
    if (!certificate.isLatest) throw new ConflictError(messages.certificateNotLatest);
    if (!certificate.isDetached || certificate.studentLeaveDate !== certificate.leaveDate) {
      throw new ConflictError(messages.certificateChildChanged);
    }
    await this.db.manager.query(`DELETE FROM relocation_certificates WHERE id = $1`, [id]);
    if (certificate.closedPlacementId !== null) {
      // Reopens the group the certificate closed, unless the child has an open placement again.
      await this.db.manager.query(
        `UPDATE student_classes SET to_date = NULL
          WHERE id = $1 AND to_date = $2
            AND NOT EXISTS (SELECT 1 FROM student_classes o WHERE o.student_id = $3 AND o.to_date IS NULL)`,
        [certificate.closedPlacementId, certificate.leaveDate, certificate.studentId],
      );
    }
    await this.db.manager.query(
      `UPDATE students SET is_detached = false, leave_date = NULL, updated_at = now() WHERE id = $1 AND kindergarten_id = $2`,
      [certificate.studentId, user.kindergartenId],
    );
    return { isSuccessful: true, entityId: id };
  }

  async pdf(user: AuthUser, id: number): Promise<ExportFile> {
    const [sheet]: RelocationCertificateSheet[] = await this.db.manager.query(
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
    if (!sheet) throw new NotFoundError(messages.certificateNotFound);
    const document = relocationCertificatePdf(sheet);
    return exportFile('pdf', await renderPdf(document), { title: 'Удостоверение за преместване', subject: sheet.studentName });
  }

  /** The receiving kindergarten: one of the platform (its name and town from the record) or one named by hand. */
  private async target(
    user: AuthUser,
    request: IssueRelocationCertificateRequest,
  ): Promise<{ id: number | null; name: string; settlement: string | null }> {
    if (!request.targetKindergartenId) {
      return { id: null, name: request.targetKindergartenName ?? '', settlement: request.targetSettlement || null };
    }
    if (request.targetKindergartenId === user.kindergartenId) {
      throw new BadInputError(messages.certificateTargetSelf, { targetKindergartenId: [messages.certificateTargetSelf] });
    }
    const [kindergarten] = await this.db.manager.query(
      `SELECT k.name, st.name AS settlement FROM kindergartens k JOIN settlements st ON st.id = k.settlement_id
        WHERE k.id = $1 AND k.is_active`,
      [request.targetKindergartenId],
    );
    if (!kindergarten) throw new NotFoundError(messages.certificateTargetNotFound);
    return { id: request.targetKindergartenId, name: kindergarten.name, settlement: kindergarten.settlement };
  }
}
