import { Injectable } from '@nestjs/common';
import {
  Audience,
  audienceLabels,
  audienceMessages,
  type CreatePollRequest,
  type PagedResult,
  type PollDetails,
  PollFilter,
  type PollListQuery,
  pollMessages,
  pollPercentages,
  PollQuestionKind,
  type PollQuestionInput,
  type PollQuestionView,
  type PollRow,
  Resource,
  type SaveResult,
  type UpdatePollRequest,
  type VotePollRequest,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { pagedQuery, SqlConditions } from '../../../platform/database/paged-query.js';
import { BadInputError, ForbiddenError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { sanitizeRichText } from '../../../platform/sanitize/rich-text.js';
import { managesAll } from '../../communication/audience-reader.js';
import { audienceArgs, AudienceService } from '../../communication/audience.service.js';
import { CommunicationNotifier } from '../../communication/communication-notifier.js';

const OPEN = '(p.expires_at IS NULL OR p.expires_at > now())';

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

/** A manager of polls (docs/communication.md): every poll of the kindergarten. */
const canViewAll = (user: AuthUser): boolean => managesAll(user, Resource.Polls);

/** Who may manage a poll (edit, delete, export, see its results at any time): its author or a manager of polls. */
const mayManage = (user: AuthUser, head: { isMine: boolean }): boolean => head.isMine || canViewAll(user);

/**
 * Polls and forms (spec 2 §7.5 Polls; docs/polls.md). Recipients are fixed when the poll is created (one INSERT … SELECT
 * from `audience_user_ids`); a vote is one guarded UPDATE of the voter's recipient row and one INSERT of the answers.
 */
@Injectable()
export class PollsService {
  constructor(
    private readonly db: Db,
    private readonly audiences: AudienceService,
    private readonly notifier: CommunicationNotifier,
  ) {}

  list(user: AuthUser, query: PollListQuery): Promise<PagedResult<PollRow>> {
    const where = new SqlConditions();
    const me = where.param(user.userId);
    where.add('p.kindergarten_id = ?', user.kindergartenId);
    // Active and answered start from the user's own recipient rows (poll_recipients_user_idx); mine and expired also
    // hold polls the user wrote without being asked by them.
    let from = `FROM poll_recipients r JOIN polls p ON p.id = r.poll_id AND p.kindergarten_id = r.kindergarten_id`;
    switch (query.type) {
      case PollFilter.Active:
        where.add(`r.user_id = ${me}`).add('r.kindergarten_id = ?', user.kindergartenId).add(OPEN);
        break;
      case PollFilter.Answered:
        where.add(`r.user_id = ${me}`).add('r.kindergarten_id = ?', user.kindergartenId).add('r.voted_at IS NOT NULL');
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
    // The response counts are for who may manage the poll: its author, or everyone when the user may view every poll.
    const counted = canViewAll(user) ? 'true' : `p.created_by = ${me}`;
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

  /** A poll as its reader may see it: 404 unless they are asked by it, wrote it or may view every poll. */
  async get(user: AuthUser, id: number): Promise<PollDetails> {
    const head = await this.head(user, id);
    const canManage = mayManage(user, head);
    const canSeeResults = canManage || (head.isRecipient && (head.votedAt !== null || head.isExpired));
    const questions = await this.questions(head, user.userId, canSeeResults);
    const { classNames, userNames, isRecipient, expirationTime, createdAt, votedAt, ...rest } = head;
    void classNames;
    void userNames;
    return {
      ...rest,
      expirationTime: expirationTime?.toISOString() ?? null,
      createdAt: createdAt.toISOString(),
      votedAt: votedAt?.toISOString() ?? null,
      audienceText: audienceText(head),
      canVote: isRecipient && votedAt === null && !head.isExpired,
      canManage,
      canSeeResults,
      questions,
    };
  }

  /** The poll with its results, for the exports: only who may manage it (404 when not visible, 403 otherwise). */
  async forExport(user: AuthUser, id: number): Promise<{ head: PollHead; questions: PollQuestionView[]; audienceText: string }> {
    const head = await this.manageable(user, id);
    return { head, questions: await this.questions(head, user.userId, true), audienceText: audienceText(head) };
  }

  async create(user: AuthUser, request: CreatePollRequest): Promise<SaveResult> {
    await this.audiences.assertMayAddress(user, Resource.Polls, request);
    const description = sanitizeRichText(request.description);
    const manager = this.db.manager;
    const [poll] = await manager.query<{ id: number }[]>(
      `INSERT INTO polls (kindergarten_id, title, description, audience, class_ids, user_ids, expires_at, is_anonymous, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [
        user.kindergartenId,
        request.title,
        description,
        request.audience,
        request.classIds,
        request.userIds,
        request.expirationTime,
        request.isAnonymous,
        user.userId,
      ],
    );
    const id = poll!.id;
    await this.insertQuestions(user.kindergartenId!, id, request.questions);
    // The people asked are fixed now, in one statement (docs/communication.md "Stored once").
    const [kindergartenId, audience, classIds, userIds, on] = audienceArgs(user.kindergartenId!, request);
    const recipients = await manager.query<{ user_id: number }[]>(
      `INSERT INTO poll_recipients (kindergarten_id, poll_id, user_id)
       SELECT $1, $2, reached FROM audience_user_ids($1, $3, $4, $5, $6) AS reached
       RETURNING user_id`,
      [kindergartenId, id, audience, classIds, userIds, on],
    );
    if (recipients.length === 0)
      throw new BadInputError(audienceMessages.nobodyReached, { audience: [audienceMessages.nobodyReached] });
    await this.notifier.announce({
      kind: 'poll',
      kindergartenId: user.kindergartenId!,
      id,
      title: request.title,
      content: description,
      authorId: user.userId,
      userIds: recipients.map((row) => row.user_id),
    });
    return { isSuccessful: true, entityId: id };
  }

  async update(user: AuthUser, id: number, request: UpdatePollRequest): Promise<SaveResult> {
    const head = await this.manageable(user, id);
    await this.db.manager.query(
      `UPDATE polls SET title = $3, description = $4, expires_at = $5, updated_at = now() WHERE id = $1 AND kindergarten_id = $2`,
      [id, user.kindergartenId, request.title, sanitizeRichText(request.description), request.expirationTime],
    );
    if (request.questions) {
      if (head.votesCount > 0)
        throw new BadInputError(pollMessages.questionsLocked, { questions: [pollMessages.questionsLocked] });
      // Lock the recipients so that no vote lands between the check and the replacement of the questions.
      const [{ votes }] = await this.db.manager.query(
        `SELECT count(*) FILTER (WHERE voted_at IS NOT NULL)::int AS votes FROM (SELECT voted_at FROM poll_recipients WHERE poll_id = $1 FOR UPDATE) r`,
        [id],
      );
      if (votes > 0) throw new BadInputError(pollMessages.questionsLocked, { questions: [pollMessages.questionsLocked] });
      await this.db.manager.query(`DELETE FROM poll_questions WHERE poll_id = $1 AND kindergarten_id = $2`, [
        id,
        user.kindergartenId,
      ]);
      await this.insertQuestions(user.kindergartenId!, id, request.questions);
    }
    return { isSuccessful: true, entityId: id };
  }

  async remove(user: AuthUser, id: number): Promise<void> {
    await this.manageable(user, id);
    await this.db.manager.query(`DELETE FROM polls WHERE id = $1 AND kindergarten_id = $2`, [id, user.kindergartenId]);
  }

  /**
   * One vote per person, only while the poll is open (docs/polls.md "Voting"). The answers are checked against the
   * poll's questions first; the guarded UPDATE of the voter's row decides between two concurrent votes.
   */
  async vote(user: AuthUser, request: VotePollRequest): Promise<void> {
    const manager = this.db.manager;
    const [poll] = await manager.query<{ expired: boolean; voted: boolean }[]>(
      `SELECT NOT ${OPEN} AS expired, r.voted_at IS NOT NULL AS voted
         FROM polls p JOIN poll_recipients r ON r.poll_id = p.id AND r.user_id = $2
        WHERE p.id = $1 AND p.kindergarten_id = $3`,
      [request.pollId, user.userId, user.kindergartenId],
    );
    if (!poll) throw new NotFoundError(pollMessages.notFound);
    if (poll.voted) throw new BadInputError(pollMessages.alreadyVoted);
    if (poll.expired) throw new BadInputError(pollMessages.expired);
    const rows = await this.checkedAnswers(request);
    const [, voted]: [unknown[], number] = await manager.query(
      `UPDATE poll_recipients SET voted_at = now()
        WHERE poll_id = $1 AND user_id = $2 AND kindergarten_id = $3 AND voted_at IS NULL RETURNING poll_id`,
      [request.pollId, user.userId, user.kindergartenId],
    );
    if (voted === 0) throw new BadInputError(pollMessages.alreadyVoted);
    if (rows.length === 0) return;
    await manager.query(
      `INSERT INTO poll_answers (kindergarten_id, poll_id, question_id, user_id, option_id, text)
       SELECT $1, $2, a.question_id, $3, a.option_id, a.text
         FROM unnest($4::int[], $5::int[], $6::text[]) AS a(question_id, option_id, text)`,
      [
        user.kindergartenId,
        request.pollId,
        user.userId,
        rows.map((row) => row.questionId),
        rows.map((row) => row.optionId),
        rows.map((row) => row.text),
      ],
    );
  }

  // ---- shared ----

  private async checkedAnswers(
    request: VotePollRequest,
  ): Promise<{ questionId: number; optionId: number | null; text: string | null }[]> {
    const questions = await this.db.manager.query<
      { id: number; kind: PollQuestionKind; is_required: boolean; option_ids: number[] }[]
    >(
      `SELECT q.id, q.kind, q.is_required,
              coalesce((SELECT array_agg(o.id) FROM poll_options o WHERE o.question_id = q.id), '{}') AS option_ids
         FROM poll_questions q WHERE q.poll_id = $1 ORDER BY q.position`,
      [request.pollId],
    );
    const errors: Record<string, string[]> = {};
    const fail = (questionId: number, message: string) => (errors[`answers.${questionId}`] ??= [message]);
    const byQuestion = new Map<number, VotePollRequest['answers'][number]>();
    for (const answer of request.answers) {
      if (!questions.some((question) => question.id === answer.questionId)) fail(answer.questionId, pollMessages.wrongQuestion);
      else if (byQuestion.has(answer.questionId)) fail(answer.questionId, pollMessages.duplicateQuestion);
      byQuestion.set(answer.questionId, answer);
    }
    const rows: { questionId: number; optionId: number | null; text: string | null }[] = [];
    for (const question of questions) {
      const answer = byQuestion.get(question.id);
      const optionIds = [...new Set(answer?.optionIds ?? [])];
      const text = answer?.text?.trim() ?? '';
      if (question.kind === PollQuestionKind.FreeText) {
        if (optionIds.length > 0) fail(question.id, pollMessages.wrongOption);
        else if (text) rows.push({ questionId: question.id, optionId: null, text });
        else if (question.is_required) fail(question.id, pollMessages.requiredMissing);
        continue;
      }
      if (optionIds.some((optionId) => !question.option_ids.includes(optionId))) fail(question.id, pollMessages.wrongOption);
      else if (optionIds.length === 0) {
        if (question.is_required) fail(question.id, pollMessages.requiredMissing);
      } else if (question.kind === PollQuestionKind.SingleChoice && optionIds.length > 1)
        fail(question.id, pollMessages.singleChoice);
      else for (const optionId of optionIds) rows.push({ questionId: question.id, optionId, text: null });
    }
    if (Object.keys(errors).length > 0) throw new BadInputError(Object.values(errors)[0]![0], errors);
    return rows;
  }

  private async insertQuestions(kindergartenId: number, pollId: number, questions: PollQuestionInput[]): Promise<void> {
    const inserted = await this.db.manager.query<{ id: number; position: number }[]>(
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
    await this.db.manager.query(
      `INSERT INTO poll_options (kindergarten_id, question_id, position, text)
       SELECT $1, o.question_id, o.position, o.text FROM unnest($2::int[], $3::int[], $4::text[]) AS o(question_id, position, text)`,
      [kindergartenId, options.map((o) => o.questionId), options.map((o) => o.position), options.map((o) => o.text)],
    );
  }

  private async head(user: AuthUser, id: number): Promise<PollHead> {
    const [head] = await this.db.manager.query<PollHead[]>(
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
      [id, user.userId, user.kindergartenId],
    );
    if (!head || !(head.isMine || head.isRecipient || canViewAll(user))) throw new NotFoundError(pollMessages.notFound);
    return head;
  }

  private async manageable(user: AuthUser, id: number): Promise<PollHead> {
    const head = await this.head(user, id);
    if (!mayManage(user, head)) throw new ForbiddenError();
    return head;
  }

  private async questions(head: PollHead, userId: number, withResults: boolean): Promise<PollQuestionView[]> {
    const rows = await this.db.manager.query<
      {
        id: number;
        text: string;
        kind: PollQuestionKind;
        isRequired: boolean;
        options: { id: number; text: string; count: number }[];
        answeredCount: number;
        myOptionIds: number[];
        myText: string | null;
      }[]
    >(
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
      [head.id, userId],
    );
    const texts = withResults
      ? await this.db.manager.query<{ questionId: number; text: string; name: string }[]>(
          `SELECT a.question_id AS "questionId", a.text, concat_ws(' ', u.first_name, u.last_name) AS name
             FROM poll_answers a JOIN users u ON u.id = a.user_id
            WHERE a.poll_id = $1 AND a.option_id IS NULL ORDER BY a.created_at, a.id`,
          [head.id],
        )
      : [];
    return rows.map((row) => {
      if (!withResults) {
        const { answeredCount, ...question } = row;
        void answeredCount;
        return { ...question, options: row.options.map(({ id, text }) => ({ id, text })) };
      }
      const percents = pollPercentages(
        row.options.map((option) => option.count),
        row.answeredCount,
        row.kind === PollQuestionKind.SingleChoice,
      );
      return {
        ...row,
        options: row.options.map((option, index) => ({ ...option, percent: percents[index]! })),
        textAnswers: texts
          .filter((answer) => answer.questionId === row.id)
          .map((answer) => ({ text: answer.text, name: head.isAnonymous ? null : answer.name })),
      };
    });
  }
}

/** "Само групите: Пчелички, Слънчо; избрани хора: Елена Димитрова" — the audience in words (poll page, exports). */
export function audienceText(head: Pick<PollHead, 'audience' | 'classNames' | 'userNames'>): string {
  const parts: string[] = [];
  if (head.audience !== null) {
    parts.push(
      head.audience === Audience.OnlyClasses
        ? `${audienceLabels[head.audience]}: ${head.classNames.join(', ')}`
        : audienceLabels[head.audience],
    );
  }
  if (head.userNames.length > 0) parts.push(`избрани хора: ${head.userNames.join(', ')}`);
  return parts.join('; ');
}
