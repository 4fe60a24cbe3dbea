import { Injectable } from '@nestjs/common';
import { Role } from '@kg/contracts';
import { Db } from '../../../platform/database/db.service.js';

/** What a writer's audience refers to: the kindergarten's groups among those named, the writer's own, the members. */
export interface AudienceFactsRow {
  known_class_ids: number[];
  own_class_ids: number[];
  member_user_ids: number[];
}

/** The statements of the audience rules (docs/communication.md "Audience"); every row typed. */
@Injectable()
export class AudienceRepository {
  constructor(private readonly db: Db) {}

  /**
   * Of the groups and people an audience names: which groups are the kindergarten's, which the writer teaches today,
   * and which people are its active members (a parent writer: not other parents).
   */
  facts(
    kindergartenId: number | null,
    classIds: number[],
    userIds: number[],
    writerId: number,
    on: string,
    isParent: boolean,
  ): Promise<AudienceFactsRow> {
    return this.db.sql.one<AudienceFactsRow>(
      `SELECT coalesce((SELECT array_agg(id) FROM classes WHERE kindergarten_id = $1 AND id = ANY ($2)), '{}') AS known_class_ids,
              viewer_class_ids($1, $4, $5) AS own_class_ids,
              coalesce((SELECT array_agg(user_id) FROM kindergarten_users
                         WHERE kindergarten_id = $1 AND is_active AND user_id = ANY ($3) AND (NOT $6 OR role <> ${Role.Parent})), '{}')
                AS member_user_ids`,
      [kindergartenId, classIds, userIds, writerId, on, isParent],
    );
  }

  /** The active members an audience reaches: `args` are those of `audience_user_ids` (`audienceArgs`). */
  async userIds(args: readonly unknown[]): Promise<number[]> {
    const rows = await this.db.sql.many<{ user_id: number }>(
      `SELECT audience_user_ids AS user_id FROM audience_user_ids($1, $2, $3, $4, $5)`,
      args,
    );
    return rows.map((row) => row.user_id);
  }

  /** The groups the user belongs to as a reader on the day (taught, or their children's). */
  async viewerClassIds(kindergartenId: number | null, userId: number, on: string): Promise<number[]> {
    const row = await this.db.sql.maybe<{ class_ids: number[] }>(`SELECT viewer_class_ids($1, $2, $3) AS class_ids`, [
      kindergartenId,
      userId,
      on,
    ]);
    return row?.class_ids ?? [];
  }
}
