import { Injectable } from '@nestjs/common';
import { Db } from '../../../platform/database/db.service.js';

/** One person's answer to one question (several chosen options joined by "; "). */
export interface PersonAnswerRow {
  name: string;
  votedAt: Date;
  questionId: number;
  answer: string;
}

/** The statements of a poll's exports (docs/polls.md "Exports"); every row typed. */
@Injectable()
export class PollExportsRepository {
  constructor(private readonly db: Db) {}

  /** Who answered what, by name, one row per person and question. */
  answersByPerson(pollId: number): Promise<PersonAnswerRow[]> {
    return this.db.sql.many<PersonAnswerRow>(
      `SELECT concat_ws(' ', u.first_name, u.last_name) AS name, r.voted_at AS "votedAt", a.question_id AS "questionId",
              string_agg(coalesce(o.text, a.text), '; ' ORDER BY o.position) AS answer
         FROM poll_recipients r
         JOIN users u ON u.id = r.user_id
         JOIN poll_answers a ON a.poll_id = r.poll_id AND a.user_id = r.user_id
         JOIN poll_questions q ON q.id = a.question_id
         LEFT JOIN poll_options o ON o.id = a.option_id
        WHERE r.poll_id = $1 AND r.voted_at IS NOT NULL
        GROUP BY u.id, u.first_name, u.last_name, r.voted_at, a.question_id, q.position
        ORDER BY u.first_name COLLATE "bg-BG-x-icu", u.last_name COLLATE "bg-BG-x-icu", u.id, q.position`,
      [pollId],
    );
  }

  async kindergartenName(kindergartenId: number | null): Promise<string | null> {
    const row = await this.db.sql.maybe<{ name: string }>(`SELECT name FROM kindergartens WHERE id = $1`, [kindergartenId]);
    return row?.name ?? null;
  }
}
