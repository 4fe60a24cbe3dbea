import { Allergen, Role, studentCareMessages, validationMessages } from '@kg/contracts';
import request from 'supertest';
import {
  aChild,
  aGroup,
  aSignedInMember,
  aSignedInParentOf,
  aSignedInTeacherOf,
  aUser,
  signIn,
} from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';
import { Db } from '../../../platform/database/db.service.js';
import { StudentAllergensRepository } from '../data/student-allergens.repository.js';

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const health = (values: Record<string, unknown> = {}) => ({
  allergens: [Allergen.Milk, Allergen.Peanuts],
  foodRestrictions: 'Вегетарианско, без свинско',
  healthNotes: 'Астма: инхалатор в шкафчето.',
  ...values,
});

const person = (values: Record<string, unknown> = {}) => ({
  fullName: 'Иванка Петрова',
  relation: 'баба',
  phone: '0888 123 456',
  idCardNumber: '645123789',
  ...values,
});

describe('/api/Students/{id}: health, pickup people, photo with consent', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  /** A kindergarten with a director, two groups, a child in each, and the child's teacher, parent and strangers. */
  async function aKindergartenWithChildren() {
    const director = await aSignedInMember(t, Role.Director);
    const kg = director.kindergartenId;
    const group = await aGroup(t.db, kg, 'Пчелица');
    const otherGroup = await aGroup(t.db, kg, 'Звездица');
    const child = await aChild(t.db, kg, { classId: group, fromDate: '2026-09-15' });
    const otherChild = await aChild(t.db, kg, { classId: otherGroup, fromDate: '2026-09-15', firstName: 'Ана' });
    const teacher = await aSignedInTeacherOf(t, kg, group);
    const otherTeacher = await aSignedInTeacherOf(t, kg, otherGroup);
    const parent = await aSignedInParentOf(t, kg, child.id);
    const otherParent = await aSignedInParentOf(t, kg, otherChild.id);
    return { director, kg, group, otherGroup, child, otherChild, teacher, otherTeacher, parent, otherParent };
  }

  describe('health data (allergies, food restrictions, notes)', () => {
    it('saves the allergens as rows of the relation and the words beside them, and reads them back', async () => {
      const { director, kg, child } = await aKindergartenWithChildren();
      await request(t.http).post(`/api/Students/${child.id}/health`).set(director.auth).send(health()).expect(200);
      const { rows: allergens } = await t.db.query(
        `SELECT kindergarten_id, allergen FROM student_allergens WHERE student_id = $1 ORDER BY allergen`,
        [child.id],
      );
      expect(allergens).toEqual([
        { kindergarten_id: kg, allergen: Allergen.Peanuts },
        { kindergarten_id: kg, allergen: Allergen.Milk },
      ]);
      const { rows } = await t.db.query(
        `SELECT food_restrictions, health_notes, updated_by FROM student_health WHERE student_id = $1`,
        [child.id],
      );
      expect(rows).toEqual([
        {
          food_restrictions: 'Вегетарианско, без свинско',
          health_notes: 'Астма: инхалатор в шкафчето.',
          updated_by: director.user.id,
        },
      ]);

      // A change replaces the set: milk stays, peanuts go, eggs come.
      await request(t.http)
        .post(`/api/Students/${child.id}/health`)
        .set(director.auth)
        .send(health({ allergens: [Allergen.Eggs, Allergen.Milk], healthNotes: null }))
        .expect(200);
      const read = await request(t.http).get(`/api/Students/${child.id}/health`).set(director.auth).expect(200);
      expect(read.body).toMatchObject({
        studentId: child.id,
        allergens: [Allergen.Eggs, Allergen.Milk],
        foodRestrictions: 'Вегетарианско, без свинско',
        healthNotes: null,
        updatedBy: 'Мария Иванова',
      });
      const { rows: audited } = await t.db.query(
        `SELECT count(*)::int AS reads FROM audit_log WHERE entity = 'student_health' AND entity_id = $1 AND action = 'read'`,
        [String(child.id)],
      );
      expect(audited[0].reads).toBe(1);
    });

    it('is read by the director, the teacher of the child’s group and its parent; not by another group’s teacher or another parent', async () => {
      const { director, child, teacher, otherTeacher, parent, otherParent } = await aKindergartenWithChildren();
      await request(t.http).post(`/api/Students/${child.id}/health`).set(director.auth).send(health()).expect(200);

      for (const reader of [director, teacher, parent]) {
        const response = await request(t.http).get(`/api/Students/${child.id}/health`).set(reader.auth).expect(200);
        expect(response.body.healthNotes).toBe('Астма: инхалатор в шкафчето.');
      }
      // Out of reach: answered like an unknown child, nothing of the data in the answer.
      for (const stranger of [otherTeacher, otherParent]) {
        const response = await request(t.http).get(`/api/Students/${child.id}/health`).set(stranger.auth).expect(404);
        expect(JSON.stringify(response.body)).not.toContain('Астма');
      }
      // The other teacher still reads the child's record (Students R): only the health data is closed to her.
      await request(t.http).get(`/api/Students/${child.id}`).set(otherTeacher.auth).expect(200);
    });

    it('is closed to roles without the health resource: resource specialist, kitchen, MON (403)', async () => {
      const { kg, child } = await aKindergartenWithChildren();
      for (const role of [Role.ResourceSpecialist, Role.Manciple]) {
        const member = await aSignedInMember(t, role, kg);
        await request(t.http).get(`/api/Students/${child.id}/health`).set(member.auth).expect(403);
      }
      const mon = await aUser(t.db, { role: Role.MON });
      const monAuth = { Authorization: `Bearer ${await signIn(t, mon.email)}` };
      await request(t.http).get(`/api/Students/${child.id}/health`).set(monAuth).expect(403);
    });

    it('is changed by the child’s teacher; not by another group’s teacher (404) nor by a parent (403)', async () => {
      const { child, teacher, otherTeacher, parent } = await aKindergartenWithChildren();
      await request(t.http).post(`/api/Students/${child.id}/health`).set(teacher.auth).send(health()).expect(200);
      await request(t.http).post(`/api/Students/${child.id}/health`).set(otherTeacher.auth).send(health()).expect(404);
      await request(t.http).post(`/api/Students/${child.id}/health`).set(parent.auth).send(health()).expect(403);
      const { rows } = await t.db.query(`SELECT updated_by FROM student_health WHERE student_id = $1`, [child.id]);
      expect(rows).toEqual([{ updated_by: teacher.user.id }]);
    });

    it('answers 401 without a token, 404 for another kindergarten’s child, 400 in Bulgarian for a bad body', async () => {
      const { director, child } = await aKindergartenWithChildren();
      await request(t.http).get(`/api/Students/${child.id}/health`).expect(401);
      await request(t.http).post(`/api/Students/${child.id}/health`).send(health()).expect(401);
      const stranger = await aSignedInMember(t, Role.Director);
      await request(t.http).get(`/api/Students/${child.id}/health`).set(stranger.auth).expect(404);
      await request(t.http).post(`/api/Students/${child.id}/health`).set(stranger.auth).send(health()).expect(404);
      expect((await t.db.query(`SELECT 1 FROM student_health WHERE student_id = $1`, [child.id])).rowCount).toBe(0);

      const bad = await request(t.http)
        .post(`/api/Students/${child.id}/health`)
        .set(director.auth)
        .send({ allergens: [Allergen.Milk, Allergen.Milk], foodRestrictions: 'x'.repeat(501) })
        .expect(400);
      expect(bad.body.errors).toEqual({
        allergens: [studentCareMessages.duplicateAllergen],
        foodRestrictions: [validationMessages.max(500)],
      });
      const unknown = await request(t.http)
        .post(`/api/Students/${child.id}/health`)
        .set(director.auth)
        .send({ allergens: [15] })
        .expect(400);
      expect(Object.keys(unknown.body.errors)).toEqual(['allergens.0']);
    });

    it('gives the kitchen a group’s children with their allergens and restrictions on a day', async () => {
      const { director, kg, group, child } = await aKindergartenWithChildren();
      const quiet = await aChild(t.db, kg, { classId: group, fromDate: '2026-09-15', firstName: 'Борис' });
      const left = await aChild(t.db, kg, { classId: group, fromDate: '2026-09-15', firstName: 'Вера' });
      await t.db.query(`UPDATE student_classes SET to_date = '2026-10-01' WHERE student_id = $1`, [left.id]);
      await request(t.http).post(`/api/Students/${child.id}/health`).set(director.auth).send(health()).expect(200);
      await request(t.http)
        .post(`/api/Students/${left.id}/health`)
        .set(director.auth)
        .send(health({ allergens: [Allergen.Fish], foodRestrictions: null }))
        .expect(200);
      await request(t.http)
        .post(`/api/Students/${quiet.id}/health`)
        .set(director.auth)
        .send({ allergens: [], foodRestrictions: '', healthNotes: 'Носи очила.' })
        .expect(200);

      const scope = {
        userId: director.user.id,
        kindergartenId: kg,
        readableKindergartenIds: [kg],
        readAll: false,
        allKindergartens: false,
      };
      const read = (day: string) => t.app.get(Db).tenant(scope, () => t.app.get(StudentAllergensRepository).forGroup(group, day));
      expect(await read('2026-11-02')).toEqual([
        {
          studentId: child.id,
          fullName: 'Мария Иванова Петрова',
          allergens: [Allergen.Peanuts, Allergen.Milk],
          foodRestrictions: 'Вегетарианско, без свинско',
        },
      ]);
      expect((await read('2026-09-20')).map((row) => row.studentId).sort()).toEqual([child.id, left.id].sort());
    });
  });

  describe('people allowed to pick the child up', () => {
    it('adds, changes and removes a person; the phone is kept in its national form', async () => {
      const { director, kg, child } = await aKindergartenWithChildren();
      const added = await request(t.http)
        .post(`/api/Students/${child.id}/pickup-people`)
        .set(director.auth)
        .send(person({ phone: '+359 888 123 456' }))
        .expect(200);
      const id = added.body.entityId;
      const { rows } = await t.db.query(
        `SELECT kindergarten_id, student_id, full_name, relation, phone, id_card_number FROM student_pickup_people WHERE id = $1`,
        [id],
      );
      expect(rows).toEqual([
        {
          kindergarten_id: kg,
          student_id: child.id,
          full_name: 'Иванка Петрова',
          relation: 'баба',
          phone: '0888123456',
          id_card_number: '645123789',
        },
      ]);

      await request(t.http)
        .post(`/api/Students/${child.id}/pickup-people`)
        .set(director.auth)
        .send(person({ id, relation: 'леля', phone: '02 987 6543' }))
        .expect(200);
      const list = await request(t.http).get(`/api/Students/${child.id}/pickup-people`).set(director.auth).expect(200);
      expect(list.body).toEqual([
        { id, fullName: 'Иванка Петрова', relation: 'леля', phone: '029876543', idCardNumber: '645123789' },
      ]);

      await request(t.http).delete(`/api/Students/${child.id}/pickup-people/${id}`).set(director.auth).expect(204);
      expect((await t.db.query(`SELECT 1 FROM student_pickup_people WHERE id = $1`, [id])).rowCount).toBe(0);
      await request(t.http).delete(`/api/Students/${child.id}/pickup-people/${id}`).set(director.auth).expect(404);
    });

    it('refuses a foreign phone and an identity card number that is not 9 digits, in Bulgarian', async () => {
      const { director, child } = await aKindergartenWithChildren();
      const response = await request(t.http)
        .post(`/api/Students/${child.id}/pickup-people`)
        .set(director.auth)
        .send(person({ fullName: ' ', relation: '', phone: '+44 20 7946 0958', idCardNumber: '64512378A' }))
        .expect(400);
      expect(response.body.errors).toEqual({
        fullName: [validationMessages.required],
        relation: [validationMessages.required],
        phone: [studentCareMessages.phone],
        idCardNumber: [studentCareMessages.idCard],
      });
      for (const phone of ['0888 12 34', '1888123456', '+359 088 123 456']) {
        const bad = await request(t.http)
          .post(`/api/Students/${child.id}/pickup-people`)
          .set(director.auth)
          .send(person({ phone }))
          .expect(400);
        expect(bad.body.errors).toEqual({ phone: [studentCareMessages.phone] });
      }
      expect((await t.db.query(`SELECT 1 FROM student_pickup_people WHERE student_id = $1`, [child.id])).rowCount).toBe(0);
    });

    it('is read by those who reach the child and changed only by staff who may edit it', async () => {
      const { director, child, teacher, otherTeacher, parent, otherParent } = await aKindergartenWithChildren();
      const added = await request(t.http)
        .post(`/api/Students/${child.id}/pickup-people`)
        .set(teacher.auth)
        .send(person())
        .expect(200);
      await request(t.http).get(`/api/Students/${child.id}/pickup-people`).set(parent.auth).expect(200);
      await request(t.http).get(`/api/Students/${child.id}/pickup-people`).set(otherParent.auth).expect(404);
      // Another group's teacher reads (she may hand the child over in a joined group) but does not change.
      await request(t.http).get(`/api/Students/${child.id}/pickup-people`).set(otherTeacher.auth).expect(200);
      await request(t.http).post(`/api/Students/${child.id}/pickup-people`).set(otherTeacher.auth).send(person()).expect(403);
      await request(t.http).post(`/api/Students/${child.id}/pickup-people`).set(parent.auth).send(person()).expect(403);
      await request(t.http).delete(`/api/Students/${child.id}/pickup-people/${added.body.entityId}`).set(parent.auth).expect(403);
      await request(t.http).get(`/api/Students/${child.id}/pickup-people`).expect(401);
      await request(t.http).post(`/api/Students/${child.id}/pickup-people`).send(person()).expect(401);
      await request(t.http).delete(`/api/Students/${child.id}/pickup-people/${added.body.entityId}`).expect(401);
      const stranger = await aSignedInMember(t, Role.Director);
      await request(t.http).get(`/api/Students/${child.id}/pickup-people`).set(stranger.auth).expect(404);
      await request(t.http).post(`/api/Students/${child.id}/pickup-people`).set(stranger.auth).send(person()).expect(404);
      await request(t.http)
        .delete(`/api/Students/${child.id}/pickup-people/${added.body.entityId}`)
        .set(stranger.auth)
        .expect(404);
      // A person of another child cannot be changed through this child.
      const { otherChild } = await aKindergartenWithChildren();
      await request(t.http)
        .post(`/api/Students/${otherChild.id}/pickup-people`)
        .set(director.auth)
        .send(person({ id: added.body.entityId }))
        .expect(404);
      expect((await t.db.query(`SELECT full_name FROM student_pickup_people WHERE student_id = $1`, [child.id])).rows).toEqual([
        { full_name: 'Иванка Петрова' },
      ]);
    });
  });

  describe('photo with consent', () => {
    it('stores the photo with the consent, serves it to those who reach the child, and deletes it when consent is withdrawn', async () => {
      const { director, kg, child, otherTeacher, parent, otherParent } = await aKindergartenWithChildren();
      await request(t.http)
        .post(`/api/Students/${child.id}/photo`)
        .set(director.auth)
        .field('consentGivenBy', 'Мария Иванова (майка)')
        .field('consent', 'true')
        .attach('file', PNG, 'child.png')
        .expect(200);
      const { rows } = await t.db.query(
        `SELECT kindergarten_id, content_type, consent_given_by, consent_recorded_by, consent_at IS NOT NULL AS dated, data
           FROM student_photos WHERE student_id = $1`,
        [child.id],
      );
      expect(rows).toEqual([
        {
          kindergarten_id: kg,
          content_type: 'image/png',
          consent_given_by: 'Мария Иванова (майка)',
          consent_recorded_by: director.user.id,
          dated: true,
          data: PNG,
        },
      ]);

      const info = await request(t.http).get(`/api/Students/${child.id}/photo-consent`).set(parent.auth).expect(200);
      expect(info.body.photo).toMatchObject({
        contentType: 'image/png',
        consentGivenBy: 'Мария Иванова (майка)',
        recordedBy: 'Мария Иванова',
      });
      for (const reader of [director, parent, otherTeacher]) {
        const served = await request(t.http).get(`/api/Students/${child.id}/photo`).set(reader.auth).buffer(true).expect(200);
        expect(served.headers['content-type']).toMatch(/^image\/png/);
        expect(Buffer.from(served.body as Buffer)).toEqual(PNG);
      }
      await request(t.http).get(`/api/Students/${child.id}/photo`).set(otherParent.auth).expect(404);
      await request(t.http).get(`/api/Students/${child.id}/photo-consent`).set(otherParent.auth).expect(404);
      await request(t.http).delete(`/api/Students/${child.id}/photo`).set(otherParent.auth).expect(404);

      // The parent withdraws the consent: the photo is gone.
      await request(t.http).delete(`/api/Students/${child.id}/photo`).set(parent.auth).expect(204);
      expect((await t.db.query(`SELECT 1 FROM student_photos WHERE student_id = $1`, [child.id])).rowCount).toBe(0);
      await request(t.http).get(`/api/Students/${child.id}/photo`).set(director.auth).expect(404);
      const none = await request(t.http).get(`/api/Students/${child.id}/photo-consent`).set(director.auth).expect(200);
      expect(none.body).toEqual({ photo: null });
    });

    it('refuses a photo without a recorded consent or that is not a picture, in Bulgarian', async () => {
      const { director, child } = await aKindergartenWithChildren();
      const noConsent = await request(t.http)
        .post(`/api/Students/${child.id}/photo`)
        .set(director.auth)
        .attach('file', PNG, 'child.png')
        .expect(400);
      expect(noConsent.body.errors).toEqual({
        consentGivenBy: [studentCareMessages.consentRequired],
        consent: [studentCareMessages.consentConfirm],
      });
      const noFile = await request(t.http)
        .post(`/api/Students/${child.id}/photo`)
        .set(director.auth)
        .field('consentGivenBy', 'Мария Иванова')
        .field('consent', 'true')
        .expect(400);
      expect(noFile.body.errors).toEqual({ file: [validationMessages.required] });
      const notPicture = await request(t.http)
        .post(`/api/Students/${child.id}/photo`)
        .set(director.auth)
        .field('consentGivenBy', 'Мария Иванова')
        .field('consent', 'true')
        .attach('file', Buffer.from('<svg/>'), { filename: 'a.png', contentType: 'image/png' })
        .expect(400);
      expect(notPicture.body.errors).toEqual({ file: [validationMessages.image] });
      expect((await t.db.query(`SELECT 1 FROM student_photos WHERE student_id = $1`, [child.id])).rowCount).toBe(0);
    });

    it('answers 401, 403 and 404 at each photo call', async () => {
      const { director, child, parent, otherTeacher, kg } = await aKindergartenWithChildren();
      const upload = (auth: Record<string, string> | undefined) => {
        const call = request(t.http).post(`/api/Students/${child.id}/photo`);
        if (auth) call.set(auth);
        return call.field('consentGivenBy', 'Мария Иванова').field('consent', 'true').attach('file', PNG, 'child.png');
      };
      await upload(undefined).expect(401);
      await request(t.http).get(`/api/Students/${child.id}/photo`).expect(401);
      await request(t.http).get(`/api/Students/${child.id}/photo-consent`).expect(401);
      await request(t.http).delete(`/api/Students/${child.id}/photo`).expect(401);
      await upload(parent.auth).expect(403);
      await upload(otherTeacher.auth).expect(403);
      const specialist = await aSignedInMember(t, Role.ResourceSpecialist, kg);
      await upload(specialist.auth).expect(403);
      const kitchen = await aSignedInMember(t, Role.Manciple, kg);
      await request(t.http).get(`/api/Students/${child.id}/photo`).set(kitchen.auth).expect(403);
      const stranger = await aSignedInMember(t, Role.Director);
      await upload(stranger.auth).expect(404);
      await request(t.http).get(`/api/Students/${child.id}/photo-consent`).set(stranger.auth).expect(404);

      await upload(director.auth).expect(200);
      await request(t.http).get(`/api/Students/${child.id}/photo`).set(stranger.auth).expect(404);
      await request(t.http).delete(`/api/Students/${child.id}/photo`).set(stranger.auth).expect(404);
      await request(t.http).delete(`/api/Students/${child.id}/photo`).set(specialist.auth).expect(403);
      await request(t.http).delete(`/api/Students/${child.id}/photo`).set(otherTeacher.auth).expect(403);
      expect((await t.db.query(`SELECT 1 FROM student_photos WHERE student_id = $1`, [child.id])).rowCount).toBe(1);
      await request(t.http).delete(`/api/Students/${child.id}/photo`).set(director.auth).expect(204);
      expect((await t.db.query(`SELECT 1 FROM student_photos WHERE student_id = $1`, [child.id])).rowCount).toBe(0);
    });
  });

  it('gives the director the health resource over every group, the parent only their own children', async () => {
    const { director } = await aKindergartenWithChildren();
    const data = await request(t.http).get('/api/identity/user-data').set(director.auth).expect(200);
    expect(data.body.access).toEqual(
      expect.arrayContaining([expect.objectContaining({ resource: 74, read: true, canView: true })]),
    );
    const { parent } = await aKindergartenWithChildren();
    const parentData = await request(t.http).get('/api/identity/user-data').set(parent.auth).expect(200);
    expect(parentData.body.access).toEqual(
      expect.arrayContaining([expect.objectContaining({ resource: 74, read: true, update: false, canView: false })]),
    );
  });
});
