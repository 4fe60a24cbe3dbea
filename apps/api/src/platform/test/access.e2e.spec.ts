import { defaultAccess, Resource, Role, UserType } from '@kg/contracts';
import request from 'supertest';
import { aKindergarten, aSchoolYear, aUser, signIn } from '../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';

describe('access model', () => {
  let t: TestApp;
  let kindergartenId: number;
  beforeAll(async () => {
    t = await startTestApp();
    kindergartenId = await aKindergarten(t.db);
    await aSchoolYear(t.db, kindergartenId);
  });
  afterAll(() => t.close());

  const rolesInKindergarten = [
    Role.Director,
    Role.Teacher,
    Role.Parent,
    Role.Administrator,
    Role.ResourceSpecialist,
    Role.Manciple,
  ];
  const nationalRoles = [Role.MON, Role.Municipality, Role.Master];

  it.each([...rolesInKindergarten, ...nationalRoles])('role %i signs in and gets its own access[]', async (role) => {
    const user = await aUser(t.db, {
      role,
      kindergartenIds: rolesInKindergarten.includes(role) ? [kindergartenId] : undefined,
      municipalityId: role === Role.Municipality ? 220 : undefined,
    });
    const token = await signIn(t, user.email);
    const me = await request(t.http).get('/api/identity/user-data').set('Authorization', `Bearer ${token}`).expect(200);
    expect(me.body.baseRoleType).toBe(role);
    expect(me.body.access).toEqual(defaultAccess(role));
    expect(me.body.consolidation).toBe(role === Role.MON || role === Role.Municipality);
    if (nationalRoles.includes(role)) {
      expect(me.body.kindergartens).toEqual([]);
      expect(me.body.periodId).toBeNull();
    } else {
      expect(me.body.periodId).toEqual(expect.any(Number));
    }
  });

  it('the roles differ where the spec says they do', () => {
    const reads = (role: Role, resource: Resource) =>
      defaultAccess(role).some((entry) => entry.resource === resource && entry.read);
    expect(reads(Role.Parent, Resource.Teachers)).toBe(false);
    expect(reads(Role.Parent, Resource.ParentRegistration)).toBe(true);
    expect(defaultAccess(Role.Parent).find((entry) => entry.resource === Resource.ParentRegistration)?.create).toBe(true);
    expect(reads(Role.MON, Resource.AdministrativeReferences)).toBe(true);
    expect(reads(Role.MON, Resource.Events)).toBe(false);
    expect(reads(Role.MON, Resource.ModuleSettings)).toBe(false);
    expect(reads(Role.Municipality, Resource.ModuleSettings)).toBe(true);
    expect(reads(Role.Master, Resource.Students)).toBe(false);
    expect(reads(Role.Master, Resource.MasterKindergartens)).toBe(true);
    expect(reads(Role.Director, Resource.MasterKindergartens)).toBe(false);
    expect(reads(Role.Manciple, Resource.Products)).toBe(true);
    expect(reads(Role.Teacher, Resource.Products)).toBe(false);
    const teacherAttendance = defaultAccess(Role.Teacher).find((entry) => entry.resource === Resource.StudentAttendances)!;
    expect(teacherAttendance).toMatchObject({ read: true, update: true, canView: true, canEdit: false });
  });

  it('answers 403 when the role lacks the permission and the user type of a parent is Parent', async () => {
    const parent = await aUser(t.db, { role: Role.Parent, kindergartenIds: [kindergartenId] });
    const token = await signIn(t, parent.email);
    const me = await request(t.http).get('/api/identity/user-data').set('Authorization', `Bearer ${token}`).expect(200);
    expect(me.body.userType).toBe(UserType.Parent);
    const response = await request(t.http)
      .get('/api/AuditLog/overview-models')
      .set('Authorization', `Bearer ${token}`)
      .expect(403);
    expect(response.body.message).toBe('Нямате права за това действие.');
  });

  it('a deactivated user’s token stops working at once', async () => {
    const user = await aUser(t.db, { role: Role.Teacher, kindergartenIds: [kindergartenId] });
    const token = await signIn(t, user.email);
    await t.db.query(`UPDATE users SET is_active = false WHERE id = $1`, [user.id]);
    await request(t.http).get('/api/identity/user-data').set('Authorization', `Bearer ${token}`).expect(401);
  });
});
