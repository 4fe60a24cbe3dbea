import { Injectable, StreamableFile } from '@nestjs/common';
import {
  type PickupPerson,
  Resource,
  type SaveResult,
  type SavePickupPersonRequest,
  type SaveStudentHealthRequest,
  studentCareMessages as careMessages,
  type StudentHealth,
  studentMessages as messages,
  type StudentPhotoInfo,
  validationMessages,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { BadInputError, ForbiddenError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { AuditLogService } from '../../audit/audit-log.service.js';
import { sniffImageType } from '../../files/image-type.js';
import { StudentCareRepository } from '../data/student-care.repository.js';
import { StudentsRepository } from '../data/students.repository.js';
import { studentReader } from '../data/students.sql.js';
import type { PhotoUpload } from './photo-upload.js';

/** The parsed body of a pickup person (the phone already in its national form). */
type PickupPersonCommand = Omit<SavePickupPersonRequest, 'phone'> & { phone: string };

/**
 * The care part of a child's record (docs/students.md "Care"). Every call first finds the child through the reach of
 * the resource it concerns: health data through Resource.StudentHealth (a teacher only her own groups' children, a
 * parent only their own), the rest through Resource.Students; a child out of reach answers 404 like an unknown one.
 */
@Injectable()
export class StudentCareService {
  constructor(
    private readonly students: StudentsRepository,
    private readonly care: StudentCareRepository,
    private readonly audit: AuditLogService,
  ) {}

  // ---- health data ----

  async health(user: AuthUser, studentId: number): Promise<StudentHealth> {
    await this.reach(user, studentId, Resource.StudentHealth);
    await this.audit.recordRead('student_health', studentId);
    return this.care.health(studentId);
  }

  async saveHealth(user: AuthUser, studentId: number, request: SaveStudentHealthRequest): Promise<SaveResult> {
    await this.writable(user, studentId, Resource.StudentHealth);
    await this.care.saveHealth(user, studentId, request.allergens, request.foodRestrictions || null, request.healthNotes || null);
    return { isSuccessful: true, entityId: studentId };
  }

  // ---- people allowed to pick the child up ----

  async pickupPeople(user: AuthUser, studentId: number): Promise<PickupPerson[]> {
    await this.reach(user, studentId, Resource.Students);
    return this.care.pickupPeople(studentId);
  }

  async savePickupPerson(user: AuthUser, studentId: number, request: PickupPersonCommand): Promise<SaveResult> {
    await this.writable(user, studentId, Resource.Students);
    const columns = {
      full_name: request.fullName,
      relation: request.relation,
      phone: request.phone,
      id_card_number: request.idCardNumber,
    };
    if (request.id === undefined)
      return { isSuccessful: true, entityId: await this.care.insertPickupPerson(user, studentId, columns) };
    if (!(await this.care.updatePickupPerson(studentId, request.id, columns)))
      throw new NotFoundError(careMessages.pickupPersonNotFound);
    return { isSuccessful: true, entityId: request.id };
  }

  async removePickupPerson(user: AuthUser, studentId: number, personId: number): Promise<void> {
    await this.writable(user, studentId, Resource.Students);
    if (!(await this.care.deletePickupPerson(studentId, personId))) throw new NotFoundError(careMessages.pickupPersonNotFound);
  }

  // ---- the photo with consent ----

  async photoInfo(user: AuthUser, studentId: number): Promise<StudentPhotoInfo> {
    await this.reach(user, studentId, Resource.Students);
    const photo = await this.care.photo(studentId);
    if (!photo) return { photo: null };
    const { contentType, consentGivenBy, recordedBy, consentAt } = photo;
    return { photo: { contentType, consentGivenBy, recordedBy, consentAt } };
  }

  async photo(user: AuthUser, studentId: number): Promise<StreamableFile> {
    await this.reach(user, studentId, Resource.Students);
    const photo = await this.care.photo(studentId);
    if (!photo) throw new NotFoundError(careMessages.photoNotFound);
    return new StreamableFile(photo.data, { type: photo.contentType });
  }

  /** Stores the photo only with the consent recorded in the same call (who gave it; who recorded it and when). */
  async uploadPhoto(user: AuthUser, studentId: number, upload: PhotoUpload): Promise<SaveResult> {
    await this.writable(user, studentId, Resource.Students);
    const contentType = sniffImageType(upload.data);
    if (!contentType) throw new BadInputError(validationMessages.image, { file: [validationMessages.image] });
    await this.care.savePhoto(user, studentId, contentType, upload.data, upload.consent.consentGivenBy);
    return { isSuccessful: true, entityId: studentId };
  }

  /**
   * The consent is withdrawn: the photo is deleted at once (GDPR art. 7(3): as easy to withdraw as to give). The
   * child's parent may do it, and staff who may edit the child.
   */
  async withdrawPhotoConsent(user: AuthUser, studentId: number): Promise<void> {
    const reader = await this.reach(user, studentId, Resource.Students);
    if (reader !== 'parent') {
      const entry = user.access.find((item) => item.resource === Resource.Students);
      if (!entry?.update) throw new ForbiddenError(careMessages.photoForbidden);
      await this.writable(user, studentId, Resource.Students);
    }
    if (!(await this.care.deletePhoto(studentId))) throw new NotFoundError(careMessages.photoNotFound);
  }

  // ---- rules ----

  /** The child within the user's reach over `resource` (404 otherwise); answers the reach that found it. */
  private async reach(user: AuthUser, studentId: number, resource: Resource): Promise<'all' | 'parent' | 'teacher'> {
    const reader = studentReader(user, resource);
    if (!(await this.students.findReadable(reader, studentId))) throw new NotFoundError(messages.notFound);
    return reader.reach;
  }

  /**
   * The child, for a change under `resource`: within the user's read reach (404 otherwise — another group's child is
   * not revealed) and, without the all-groups edit (`canEdit`), placed now in a group the user teaches (403).
   */
  private async writable(user: AuthUser, studentId: number, resource: Resource): Promise<void> {
    await this.reach(user, studentId, resource);
    const entry = user.access.find((item) => item.resource === resource);
    if (!entry?.canEdit && !(await this.students.teachesStudent(user, studentId))) throw new ForbiddenError();
  }
}
