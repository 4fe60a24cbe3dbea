import { Injectable } from '@nestjs/common';
import type { Allergen, PickupPerson, StudentHealth } from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { NOW } from '../../../platform/database/sql.js';

/** The columns of a person allowed to pick the child up, as stored. */
export interface PickupPersonColumns {
  full_name: string;
  relation: string;
  phone: string;
  id_card_number: string;
}

/** The photo with its consent. */
export interface StudentPhotoRow {
  contentType: string;
  data: Buffer;
  consentGivenBy: string;
  recordedBy: string;
  consentAt: string;
}

/**
 * The statements of the care part of a child's record (docs/students.md "Care"); every row typed. Reach is checked
 * by the service before these run (the child is found through the reader's reach first); row-level security keeps
 * every statement inside the kindergarten.
 */
@Injectable()
export class StudentCareRepository {
  constructor(private readonly db: Db) {}

  // ---- allergies, food restrictions, health notes ----

  async health(studentId: number): Promise<StudentHealth> {
    const row = await this.db.sql.maybe<Omit<StudentHealth, 'studentId' | 'allergens'>>(
      `SELECT h.food_restrictions AS "foodRestrictions", h.health_notes AS "healthNotes",
              to_char(h.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "updatedAt",
              concat_ws(' ', u.first_name, u.last_name) AS "updatedBy"
         FROM student_health h LEFT JOIN users u ON u.id = h.updated_by
        WHERE h.student_id = $1`,
      [studentId],
    );
    const allergens = await this.db.sql.many<{ allergen: Allergen }>(
      `SELECT allergen FROM student_allergens WHERE student_id = $1 ORDER BY allergen`,
      [studentId],
    );
    return {
      studentId,
      allergens: allergens.map((item) => item.allergen),
      foodRestrictions: row?.foodRestrictions ?? null,
      healthNotes: row?.healthNotes ?? null,
      updatedAt: row?.updatedAt ?? null,
      updatedBy: row?.updatedBy ?? null,
    };
  }

  /** Replaces the child's allergens and writes the restrictions and notes (one row per child). */
  async saveHealth(
    user: AuthUser,
    studentId: number,
    allergens: readonly Allergen[],
    foodRestrictions: string | null,
    healthNotes: string | null,
  ): Promise<void> {
    await this.db.sql.exec(`DELETE FROM student_allergens WHERE student_id = $1 AND NOT (allergen = ANY ($2::smallint[]))`, [
      studentId,
      allergens,
    ]);
    await this.db.sql.exec(
      `INSERT INTO student_allergens (kindergarten_id, student_id, allergen)
       SELECT $1, $2, a FROM unnest($3::smallint[]) a ON CONFLICT DO NOTHING`,
      [user.kindergartenId, studentId, allergens],
    );
    await this.db.sql.exec(
      `INSERT INTO student_health (student_id, kindergarten_id, food_restrictions, health_notes, updated_by, updated_at)
       VALUES ($1, $2, $3, $4, $5, now())
       ON CONFLICT (student_id) DO UPDATE SET food_restrictions = EXCLUDED.food_restrictions,
         health_notes = EXCLUDED.health_notes, updated_by = EXCLUDED.updated_by, updated_at = now()`,
      [studentId, user.kindergartenId, foodRestrictions, healthNotes, user.userId],
    );
  }

  // ---- people allowed to pick the child up ----

  pickupPeople(studentId: number): Promise<PickupPerson[]> {
    return this.db.sql.many<PickupPerson>(
      `SELECT id, full_name AS "fullName", relation, phone, id_card_number AS "idCardNumber"
         FROM student_pickup_people WHERE student_id = $1
        ORDER BY full_name COLLATE "bg-BG-x-icu", id`,
      [studentId],
    );
  }

  async insertPickupPerson(user: AuthUser, studentId: number, columns: PickupPersonColumns): Promise<number> {
    const { id } = await this.db.sql.insert('student_pickup_people', {
      kindergarten_id: user.kindergartenId,
      student_id: studentId,
      ...columns,
    });
    return id;
  }

  /** Changes the person when it is the child's; false when there is no such person of this child. */
  async updatePickupPerson(studentId: number, id: number, columns: PickupPersonColumns): Promise<boolean> {
    return (
      (await this.db.sql.update('student_pickup_people', { ...columns, updated_at: NOW }, { id, student_id: studentId })) > 0
    );
  }

  async deletePickupPerson(studentId: number, id: number): Promise<boolean> {
    return (await this.db.sql.exec(`DELETE FROM student_pickup_people WHERE id = $1 AND student_id = $2`, [id, studentId])) > 0;
  }

  // ---- the photo with consent ----

  photo(studentId: number): Promise<StudentPhotoRow | undefined> {
    return this.db.sql.maybe<StudentPhotoRow>(
      `SELECT p.content_type AS "contentType", p.data, p.consent_given_by AS "consentGivenBy",
              concat_ws(' ', u.first_name, u.last_name) AS "recordedBy",
              to_char(p.consent_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "consentAt"
         FROM student_photos p JOIN users u ON u.id = p.consent_recorded_by
        WHERE p.student_id = $1`,
      [studentId],
    );
  }

  /** Stores the photo with its consent, replacing an earlier one (a new consent is recorded with it). */
  async savePhoto(user: AuthUser, studentId: number, contentType: string, data: Buffer, consentGivenBy: string): Promise<void> {
    await this.db.sql.exec(
      `INSERT INTO student_photos (student_id, kindergarten_id, content_type, data, consent_given_by, consent_recorded_by, consent_at)
       VALUES ($1, $2, $3, $4, $5, $6, now())
       ON CONFLICT (student_id) DO UPDATE SET content_type = EXCLUDED.content_type, data = EXCLUDED.data,
         consent_given_by = EXCLUDED.consent_given_by, consent_recorded_by = EXCLUDED.consent_recorded_by, consent_at = now()`,
      [studentId, user.kindergartenId, contentType, data, consentGivenBy, user.userId],
    );
  }

  async deletePhoto(studentId: number): Promise<boolean> {
    return (await this.db.sql.exec(`DELETE FROM student_photos WHERE student_id = $1`, [studentId])) > 0;
  }
}
