import { Role } from '@kg/contracts';
import {
  aChild,
  aGroup,
  aKindergarten,
  aSchoolYear,
  aSignedInMember,
  aSignedInParentOf,
  aSignedInTeacherOf,
} from './factories.js';
import { startTestApp, type TestApp } from './harness.js';

type Member = Awaited<ReturnType<typeof aSignedInMember>>;

export interface Community {
  kindergartenId: number;
  /** Two groups of the active school year. */
  groupIds: [number, number];
  director: Member;
  /** The teacher of each group. */
  teachers: [Member, Member];
  /** Two parents per group (each of their own child). */
  parents: [[Member, Member], [Member, Member]];
  /** A staff member who teaches no group. */
  manciple: Member;
  /** A parent of another kindergarten: never reached, never allowed. */
  outsider: Member;
}

/**
 * A kindergarten with the people the communication areas address (docs/communication.md "Audience"): a director,
 * two groups with a teacher and two families each, a storekeeper, and a parent of another kindergarten.
 */
export async function aCommunity(t: TestApp): Promise<Community> {
  const kindergartenId = await aKindergarten(t.db);
  await aSchoolYear(t.db, kindergartenId);
  const groupIds: [number, number] = [await aGroup(t.db, kindergartenId), await aGroup(t.db, kindergartenId)];
  const familyOf = async (classId: number) => {
    const child = await aChild(t.db, kindergartenId, { classId, fromDate: '2026-09-15' });
    return aSignedInParentOf(t, kindergartenId, child.id);
  };
  const other = await aKindergarten(t.db);
  await aSchoolYear(t.db, other);
  const otherGroup = await aGroup(t.db, other);
  const otherChild = await aChild(t.db, other, { classId: otherGroup });
  return {
    kindergartenId,
    groupIds,
    director: await aSignedInMember(t, Role.Director, kindergartenId),
    teachers: [
      await aSignedInTeacherOf(t, kindergartenId, groupIds[0]),
      await aSignedInTeacherOf(t, kindergartenId, groupIds[1]),
    ],
    parents: [
      [await familyOf(groupIds[0]), await familyOf(groupIds[0])],
      [await familyOf(groupIds[1]), await familyOf(groupIds[1])],
    ],
    manciple: await aSignedInMember(t, Role.Manciple, kindergartenId),
    outsider: await aSignedInParentOf(t, other, otherChild.id),
  };
}

/**
 * A test app with a community for the whole spec file: started before its tests, closed after them. `use` receives
 * both, for the spec to keep in its own variables.
 */
export function withCommunityApp(use: (t: TestApp, c: Community) => void): void {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await startTestApp();
    use(app, await aCommunity(app));
  }, 60_000);
  afterAll(() => app?.close());
}
