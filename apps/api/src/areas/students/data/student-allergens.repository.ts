import { Injectable } from '@nestjs/common';
import type { ChildAllergens } from '@kg/contracts';
import { Db } from '../../../platform/database/db.service.js';
import { BG, FULL_NAME } from './students.sql.js';

/**
 * What the kitchen must keep from each child's plate (docs/students.md "For the kitchen"). StudentsModule exports
 * this repository; the kitchen's services call it in their request's tenant transaction (row-level security keeps it
 * inside the kindergarten) and decide themselves who may see the answer.
 */
@Injectable()
export class StudentAllergensRepository {
  constructor(private readonly db: Db) {}

  /**
   * The children placed in the group `classId` on `day` ('YYYY-MM-DD'; a child that left has no placement after its leave date) that have at least one allergen
   * or a food restriction: their allergens (Allergen 1–14, ascending) and restrictions in words, by name.
   */
  forGroup(classId: number, day: string): Promise<ChildAllergens[]> {
    return this.db.sql.many<ChildAllergens>(
      `SELECT s.id AS "studentId", ${FULL_NAME} AS "fullName",
              coalesce((SELECT array_agg(a.allergen ORDER BY a.allergen)::int[] FROM student_allergens a WHERE a.student_id = s.id),
                       '{}') AS allergens,
              nullif(h.food_restrictions, '') AS "foodRestrictions"
         FROM student_classes sc
         JOIN students s ON s.id = sc.student_id
         LEFT JOIN student_health h ON h.student_id = s.id
        WHERE sc.class_id = $1 AND sc.from_date <= $2::date AND (sc.to_date IS NULL OR sc.to_date >= $2::date)
          AND (EXISTS (SELECT 1 FROM student_allergens a WHERE a.student_id = s.id) OR nullif(h.food_restrictions, '') IS NOT NULL)
        ORDER BY s.first_name ${BG}, s.last_name ${BG}, s.id`,
      [classId, day],
    );
  }
}
