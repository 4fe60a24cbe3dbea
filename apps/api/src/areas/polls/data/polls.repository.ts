import { Injectable } from '@nestjs/common';
import {
  type Audience,
  type CreatePollRequest,
  type PagedResult,
  PollFilter,
  type PollListQuery,
  type PollQuestionInput,
  type PollQuestionKind,
  type PollRow,
} from '@kg/contracts';
import { Db } from '../../../platform/database/db.service.js';
import { pagedQuery, SqlConditions } from '../../../platform/database/paged-query.js';
import { OPEN } from './polls.sql.js';

/** A poll as read once per call: the row, the reader's relation to it and its counts. */
export interface PollHead {
  id: number;
  title: string;
  description: string;
  expirationTime: Date | null;
  createdAt: Date;
  isAnonymous: boolean;
  authorName: string;
  audience: Audience | null;
  classIds: number[];
  userIds: number[];
  isMine: boolean;
  isExpired: boolean;
  isRecipient: boolean;
  votedAt: Date | null;
  recipientsCount: number;
  votesCount: number;
  classNames: string[];
  userNames: string[];
}

/** A question with its options, their counts, how many answered it, and the reader's own answer. */
export interface PollQuestionRow {
  id: number;
  text: string;
  kind: PollQuestionKind;
  isRequired: boolean;
  options: { id: number; text: string; count: number }[];
  answeredCount: number;
  myOptionIds: number[];
  myText: string | null;
}

/** A free-text answer with its author's name. */
export interface PollTextAnswerRow {
  questionId: number;
  text: string;
  name: string;
}

/** A question as a vote is checked against it. */
export interface VoteQuestionRow {
  id: number;
  kind: PollQuestionKind;
  is_required: boolean;
  option_ids: number[];
}

/** One row of the answers: an option chosen, or a free text. */
export interface PollAnswerRow {
  questionId: number;
  optionId: number | null;
  text: string | null;
}

/** The poll as the voter finds it: ended, and whether they voted already. */
export interface VoteStateRow {
  expired: boolean;
  voted: boolean;
}

/** The statements of polls and forms (docs/polls.md); every row typed. */
@Injectable()
export class PollsRepository {
  constructor(private readonly db: Db) {}

  /**
   * A page of the user's polls by filter. `countsForAll`: the response counts for every poll (who may view every
   * poll); otherwise for the user's own polls only.
   */
  list(
    userId: number,
    kindergartenId: number | null,
    query: PollListQuery,
    countsForAll: boolean,
  ): Promise<PagedResult<PollRow>> {
    const where = new SqlConditions();
    const me = where.param(userId);
    where.add('p.kindergarten_id = ?', kindergartenId);
    // Active and answered start from the user's own recipient rows (poll_recipients_user_idx); mine and expired also
    // hold polls the user wrote without being asked by them.
    let from = `FROM poll_recipients r JOIN polls p ON p.id = r.poll_id AND p.kindergarten_id = r.kindergarten_id`;
    switch (query.type) {
      case PollFilter.Active:
        where.add(`r.user_id = ${me}`).add('r.kindergarten_id = ?', kindergartenId).add(OPEN);
        break;
      case PollFilter.Answered:
        where.add(`r.user_id = ${me}`).add('r.kindergarten_id = ?', kindergartenId).add('r.voted_at IS NOT NULL');
        break;
      case PollFilter.Mine:
        from = `FROM polls p LEFT JOIN poll_recipients r ON r.poll_id = p.id AND r.user_id = ${me}`;
        where.add(`p.created_by = ${me}`);
        break;
      case PollFilter.Expired:
        from = `FROM polls p LEFT JOIN poll_recipients r ON r.poll_id = p.id AND r.user_id = ${me}`;
        where.add(`NOT ${OPEN}`).add(`(r.user_id IS NOT NULL OR p.created_by = ${me})`);
        break;
    }
    const counted = countsForAll ? 'true' : `p.created_by = ${me}`;
    return pagedQuery<PollRow>(
      this.db.manager,
      {
        select: `p.id, p.title AS question, p.expires_at AS "expirationTime", p.created_at AS "createdAt",
                 (r.user_id IS NOT NULL AND r.voted_at IS NULL AND ${OPEN}) AS "canVote", r.voted_at AS "votedAt",
                 p.created_by = ${me} AS "isMine",
                 CASE WHEN ${counted} THEN (SELECT count(*)::int FROM poll_recipients x WHERE x.poll_id = p.id) END
                   AS "recipientsCount",
                 CASE WHEN ${counted} THEN (SELECT count(x.voted_at)::int FROM poll_recipients x WHERE x.poll_id = p.id) END
                   AS "votesCount"`,
        from,
        where,
        orderBy: { expirationTime: 'p.expires_at', creation: 'p.created_at' },
        defaultOrder: 'p.created_at DESC, p.id DESC',
      },
      query,
    );
  }

  /** The poll with the reader's relation to it and its counts (undefined: not the kindergarten's). */
  head(id: number, userId: number, kindergartenId: number | null): Promise<PollHead | undefined> {
    return this.db.sql.maybe<PollHead>(
      `SELECT p.id, p.title, p.description, p.expires_at AS "expirationTime", p.created_at AS "createdAt",
              p.is_anonymous AS "isAnonymous", concat_ws(' ', u.first_name, u.last_name) AS "authorName",
              p.audience, p.class_ids AS "classIds", p.user_ids AS "userIds",
              p.created_by = $2 AS "isMine", NOT ${OPEN} AS "isExpired", r.user_id IS NOT NULL AS "isRecipient",
              r.voted_at AS "votedAt",
              (SELECT count(*)::int FROM poll_recipients x WHERE x.poll_id = p.id) AS "recipientsCount",
              (SELECT count(x.voted_at)::int FROM poll_recipients x WHERE x.poll_id = p.id) AS "votesCount",
              ARRAY(SELECT c.name FROM classes c WHERE c.id = ANY (p.class_ids) ORDER BY c.name COLLATE "bg-BG-x-icu") AS "classNames",
              ARRAY(SELECT concat_ws(' ', x.first_name, x.last_name) FROM users x WHERE x.id = ANY (p.user_ids)
                     ORDER BY x.first_name COLLATE "bg-BG-x-icu", x.last_name COLLATE "bg-BG-x-icu") AS "userNames"
         FROM polls p
         JOIN users u ON u.id = p.created_by
         LEFT JOIN poll_recipients r ON r.poll_id = p.id AND r.user_id = $2
        WHERE p.id = $1 AND p.kindergarten_id = $3`,
      [id, userId, kindergartenId],
    );
  }

  async insert(
    kindergartenId: number | null,
    request: CreatePollRequest,
    description: string,
    authorId: number,
  ): Promise<number> {
    const { id } = await this.db.sql.one<{ id: number }>(
      `INSERT INTO polls (kindergarten_id, title, description, audience, class_ids, user_ids, expires_at, is_anonymous, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [
        kindergartenId,
        request.title,
        description,
        request.audience,
        request.classIds,
        request.userIds,
        request.expirationTime,
        request.isAnonymous,
        authorId,
      ],
    );
    return id;
  }

  /**
   * The people asked, fixed now in one statement (docs/communication.md "Stored once"): `audienceArgs` are those of
   * `audience_user_ids` (kindergarten, audience, groups, people, day). Answers the users asked.
   */
  async insertRecipients(pollId: number, audienceArgs: readonly unknown[]): Promise<number[]> {
    const [kindergartenId, audience, classIds, userIds, on] = audienceArgs;
    const rows = await this.db.sql.many<{ user_id: number }>(
      `INSERT INTO poll_recipients (kindergarten_id, poll_id, user_id)
       SELECT $1, $2, reached FROM audience_user_ids($1, $3, $4, $5, $6) AS reached
       RETURNING user_id`,
      [kindergartenId, pollId, audience, classIds, userIds, on],
    );
    return rows.map((row) => row.user_id);
  }

  async update(
    id: number,
    kindergartenId: number | null,
    title: string,
    description: string,
    expirationTime: string,
  ): Promise<void> {
    await this.db.sql.exec(
      `UPDATE polls SET title = $3, description = $4, expires_at = $5, updated_at = now() WHERE id = $1 AND kindergarten_id = $2`,
      [id, kindergartenId, title, description, expirationTime],
    );
  }

  /** How many have voted, with the recipients locked so that no vote lands before the questions are replaced. */
  async lockedVotes(pollId: number): Promise<number> {
    const { votes } = await this.db.sql.one<{ votes: number }>(
      `SELECT count(*) FILTER (WHERE voted_at IS NOT NULL)::int AS votes FROM (SELECT voted_at FROM poll_recipients WHERE poll_id = $1 FOR UPDATE) r`,
      [pollId],
    );
    return votes;
  }

  async removeQuestions(pollId: number, kindergartenId: number | null): Promise<void> {
    await this.db.sql.exec(`DELETE FROM poll_questions WHERE poll_id = $1 AND kindergarten_id = $2`, [pollId, kindergartenId]);
  }

  async remove(id: number, kindergartenId: number | null): Promise<void> {
    await this.db.sql.exec(`DELETE FROM polls WHERE id = $1 AND kindergarten_id = $2`, [id, kindergartenId]);
  }

  /** The questions in their order (1 …), then their options: two statements for the whole poll. */
  async insertQuestions(kindergartenId: number, pollId: number, questions: PollQuestionInput[]): Promise<void> {
    const inserted = await this.db.sql.many<{ id: number; position: number }>(
      `INSERT INTO poll_questions (kindergarten_id, poll_id, position, text, kind, is_required)
       SELECT $1, $2, q.position, q.text, q.kind, q.is_required
         FROM unnest($3::int[], $4::text[], $5::int[], $6::boolean[]) AS q(position, text, kind, is_required)
       RETURNING id, position`,
      [
        kindergartenId,
        pollId,
        questions.map((_, index) => index + 1),
        questions.map((question) => question.text),
        questions.map((question) => question.kind),
        questions.map((question) => question.isRequired),
      ],
    );
    const idOf = new Map(inserted.map((row) => [row.position, row.id]));
    const options = questions.flatMap((question, index) =>
      question.options.map((option, position) => ({
        questionId: idOf.get(index + 1)!,
        position: position + 1,
        text: option.text,
      })),
    );
    if (options.length === 0) return;
    await this.db.sql.exec(
      `INSERT INTO poll_options (kindergarten_id, question_id, position, text)
       SELECT $1, o.question_id, o.position, o.text FROM unnest($2::int[], $3::int[], $4::text[]) AS o(question_id, position, text)`,
      [kindergartenId, options.map((o) => o.questionId), options.map((o) => o.position), options.map((o) => o.text)],
    );
  }

  /** The poll as the voter finds it; undefined when they are not asked by it (or it is not the kindergarten's). */
  voteState(pollId: number, userId: number, kindergartenId: number | null): Promise<VoteStateRow | undefined> {
    return this.db.sql.maybe<VoteStateRow>(
      `SELECT NOT ${OPEN} AS expired, r.voted_at IS NOT NULL AS voted
         FROM polls p JOIN poll_recipients r ON r.poll_id = p.id AND r.user_id = $2
        WHERE p.id = $1 AND p.kindergarten_id = $3`,
      [pollId, userId, kindergartenId],
    );
  }

  /** The guarded mark of the vote: how many rows it changed (0: voted already, by a concurrent request too). */
  markVoted(pollId: number, userId: number, kindergartenId: number | null): Promise<number> {
    return this.db.sql.exec(
      `UPDATE poll_recipients SET voted_at = now()
        WHERE poll_id = $1 AND user_id = $2 AND kindergarten_id = $3 AND voted_at IS NULL RETURNING poll_id`,
      [pollId, userId, kindergartenId],
    );
  }

  async insertAnswers(
    kindergartenId: number | null,
    pollId: number,
    userId: number,
    rows: readonly PollAnswerRow[],
  ): Promise<void> {
    await this.db.sql.exec(
      `INSERT INTO poll_answers (kindergarten_id, poll_id, question_id, user_id, option_id, text)
       SELECT $1, $2, a.question_id, $3, a.option_id, a.text
         FROM unnest($4::int[], $5::int[], $6::text[]) AS a(question_id, option_id, text)`,
      [
        kindergartenId,
        pollId,
        userId,
        rows.map((row) => row.questionId),
        rows.map((row) => row.optionId),
        rows.map((row) => row.text),
      ],
    );
  }

  /** The poll's questions with the ids of their options, in order (what a vote is checked against). */
  voteQuestions(pollId: number): Promise<VoteQuestionRow[]> {
    return this.db.sql.many<VoteQuestionRow>(
      `SELECT q.id, q.kind, q.is_required,
              coalesce((SELECT array_agg(o.id) FROM poll_options o WHERE o.question_id = q.id), '{}') AS option_ids
         FROM poll_questions q WHERE q.poll_id = $1 ORDER BY q.position`,
      [pollId],
    );
  }

  /** The questions with their options' counts and the user's own answers. */
  questions(pollId: number, userId: number): Promise<PollQuestionRow[]> {
    return this.db.sql.many<PollQuestionRow>(
      `SELECT q.id, q.text, q.kind, q.is_required AS "isRequired",
              coalesce((SELECT json_agg(json_build_object('id', o.id, 'text', o.text,
                          'count', (SELECT count(*) FROM poll_answers a WHERE a.option_id = o.id AND a.question_id = q.id))
                          ORDER BY o.position)
                          FROM poll_options o WHERE o.question_id = q.id), '[]') AS options,
              (SELECT count(DISTINCT a.user_id)::int FROM poll_answers a WHERE a.question_id = q.id) AS "answeredCount",
              ARRAY(SELECT a.option_id FROM poll_answers a WHERE a.question_id = q.id AND a.user_id = $2 AND a.option_id IS NOT NULL)
                AS "myOptionIds",
              (SELECT a.text FROM poll_answers a WHERE a.question_id = q.id AND a.user_id = $2 AND a.option_id IS NULL) AS "myText"
         FROM poll_questions q WHERE q.poll_id = $1 ORDER BY q.position`,
      [pollId, userId],
    );
  }

  /** The free-text answers of the poll in the order given, with their authors' names. */
  textAnswers(pollId: number): Promise<PollTextAnswerRow[]> {
    return this.db.sql.many<PollTextAnswerRow>(
      `SELECT a.question_id AS "questionId", a.text, concat_ws(' ', u.first_name, u.last_name) AS name
         FROM poll_answers a JOIN users u ON u.id = a.user_id
        WHERE a.poll_id = $1 AND a.option_id IS NULL ORDER BY a.created_at, a.id`,
      [pollId],
    );
  }
}
