import { Role, UserType } from '@kg/contracts';
import type { AuthUser } from '../auth/auth-user.js';
import { tokenOf } from './realtime-authenticator.js';
import { roomsOf } from './rooms.js';

const aUser = (values: Partial<AuthUser>): AuthUser => ({
  userId: 5,
  sessionId: 'abc',
  userType: UserType.Teacher,
  role: Role.Director,
  kindergartenId: 9,
  periodId: 1,
  consolidation: false,
  access: [],
  scope: { userId: 5, kindergartenId: 9, readableKindergartenIds: [], readAll: false, allKindergartens: false },
  ...values,
});

describe('roomsOf', () => {
  it('places a kindergarten member in their own, session, role and kindergarten rooms', () => {
    expect(roomsOf(aUser({}))).toEqual([
      'everyone',
      'user:5',
      'session:abc',
      'role:1',
      'kindergarten:9',
      'kindergarten:9:role:1',
    ]);
  });

  it('places a national user in no kindergarten room', () => {
    expect(roomsOf(aUser({ role: Role.MON, kindergartenId: null, userType: UserType.MON }))).toEqual([
      'everyone',
      'user:5',
      'session:abc',
      'role:4',
    ]);
  });

  it('places a user without a membership only in their own rooms', () => {
    expect(roomsOf(aUser({ role: null, kindergartenId: null }))).toEqual(['everyone', 'user:5', 'session:abc']);
  });
});

describe('tokenOf', () => {
  const handshake = (auth: Record<string, unknown>, authorization?: string) => ({ auth, headers: { authorization } });

  it('reads auth.token, with or without the Bearer prefix', () => {
    expect(tokenOf(handshake({ token: 'a.b.c' }))).toBe('a.b.c');
    expect(tokenOf(handshake({ token: 'Bearer a.b.c' }))).toBe('a.b.c');
  });

  it('falls back to the Authorization header', () => {
    expect(tokenOf(handshake({}, 'Bearer x.y.z'))).toBe('x.y.z');
    expect(tokenOf(handshake({ token: '' }, 'bearer x.y.z'))).toBe('x.y.z');
  });

  it('finds nothing in other schemes or shapes', () => {
    expect(tokenOf(handshake({}, 'Basic dXNlcg=='))).toBeNull();
    expect(tokenOf(handshake({ token: 42 }))).toBeNull();
    expect(tokenOf(handshake({}))).toBeNull();
  });
});
