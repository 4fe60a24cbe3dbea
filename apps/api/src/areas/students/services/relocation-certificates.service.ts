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
import { BadInputError, ConflictError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { type ExportFile, exportFile, renderPdf } from '../../../platform/export/index.js';
import { RelocationCertificatesRepository } from '../data/relocation-certificates.repository.js';
import { StudentsRepository } from '../data/students.repository.js';
import { relocationCertificatePdf } from './relocation-certificate-pdf.js';

/**
 * Relocation certificates (удостоверение за преместване, resource 48): issuing one detaches the child from its
 * group after the leave date and marks it as left, keeping the history; deleting the child's latest certificate
 * restores the child as it was. Rules and the form's wording: docs/students.md.
 */
@Injectable()
export class RelocationCertificatesService {
  constructor(
    private readonly certificates: RelocationCertificatesRepository,
    private readonly students: StudentsRepository,
  ) {}

  list(user: AuthUser, query: RelocationCertificateListQuery): Promise<PagedResult<RelocationCertificateRow>> {
    return this.certificates.list(user, query);
  }

  async issue(user: AuthUser, request: IssueRelocationCertificateRequest): Promise<SaveResult> {
    const student = await this.students.lockForChange(user, request.studentId);
    if (!student) throw new NotFoundError(studentMessages.notFound);
    if (student.isDetached) throw new BadInputError(messages.certificateDetached);
    const target = await this.target(user, request);
    if (await this.certificates.numberTaken(user, request.number, request.issueDate)) {
      throw new ConflictError(messages.certificateNumberTaken);
    }
    const open = await this.students.openPlacement(request.studentId);
    if (open && open.from_date > request.leaveDate) {
      throw new BadInputError(messages.certificateLeaveBeforePlacement, {
        leaveDate: [messages.certificateLeaveBeforePlacement],
      });
    }
    if (open) await this.students.closePlacement(open.id, request.leaveDate);
    await this.students.markDetached(user, request.studentId, request.leaveDate);
    const id = await this.certificates.insert(user, {
      student_id: request.studentId,
      number: request.number,
      issue_date: request.issueDate,
      leave_date: request.leaveDate,
      target_kindergarten_id: target.id,
      target_kindergarten_name: target.name,
      target_settlement: target.settlement,
      reason: request.reason,
      closed_placement_id: open?.id ?? null,
    });
    return { isSuccessful: true, entityId: id };
  }

  /** Deletes the child's latest certificate and restores the child: back in the kindergarten and in its group. */
  async remove(user: AuthUser, id: number): Promise<SaveResult> {
    const certificate = await this.certificates.lockForDelete(user, id);
    if (!certificate) throw new NotFoundError(messages.certificateNotFound);
    if (!certificate.isLatest) throw new ConflictError(messages.certificateNotLatest);
    if (!certificate.isDetached || certificate.studentLeaveDate !== certificate.leaveDate) {
      throw new ConflictError(messages.certificateChildChanged);
    }
    await this.certificates.delete(id);
    if (certificate.closedPlacementId !== null) {
      await this.certificates.reopenPlacement(certificate.closedPlacementId, certificate.leaveDate, certificate.studentId);
    }
    await this.students.markReturned(user, certificate.studentId);
    return { isSuccessful: true, entityId: id };
  }

  async pdf(user: AuthUser, id: number): Promise<ExportFile> {
    const sheet = await this.certificates.sheet(user, id);
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
    const kindergarten = await this.certificates.targetKindergarten(request.targetKindergartenId);
    if (!kindergarten) throw new NotFoundError(messages.certificateTargetNotFound);
    return { id: request.targetKindergartenId, name: kindergarten.name, settlement: kindergarten.settlement };
  }
}
