import { Injectable } from '@nestjs/common';
import type { LoginIdentifierType } from '@kg/contracts';
import type { EntityManager } from 'typeorm';
import { sqlOf } from '../../../platform/database/sql.js';
import { CANDIDATE_SQL, SELECT_KINDERGARTEN_IF_NONE_SQL } from './login.sql.js';

/** An account an identifier may name. */
export interface LoginCandidate {
  id: number;
  password_hash: string | null;
  is_active: boolean;
}

/** The account statements of signing in, in the sign-in's own transactions (`Db.system`). */
@Injectable()
export class LoginRepository {
  /** The accounts the identifier names (two at most: more than one identifies none). */
  candidates(manager: EntityManager, type: LoginIdentifierType, identifier: string): Promise<LoginCandidate[]> {
    return sqlOf(manager).many<LoginCandidate>(CANDIDATE_SQL[type], [identifier]);
  }

  /** A kindergarten member always acts in one of their kindergartens: the first, until they switch. */
  async selectAKindergartenIfNone(manager: EntityManager, userId: number): Promise<void> {
    await sqlOf(manager).exec(SELECT_KINDERGARTEN_IF_NONE_SQL, [userId]);
  }
}
