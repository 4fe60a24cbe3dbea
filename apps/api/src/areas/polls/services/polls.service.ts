import { Injectable } from '@nestjs/common';
import {
  Audience,
  audienceLabels,
  audienceMessages,
  type CreatePollRequest,
  type PagedResult,
  type PollDetails,
  type PollListQuery,
  pollMessages,
  pollPercentages,
  PollQuestionKind,
  type PollQuestionView,
  type PollRow,
  Resource,
  type SaveResult,
  type UpdatePollRequest,
  type VotePollRequest,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { BadInputError, ForbiddenError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { sanitizeRichText } from '../../../platform/sanitize/rich-text.js';
import { managesAll } from '../../communication/audience-reader.js';
import { audienceArgs, AudienceService } from '../../communication/audience.service.js';
import { CommunicationNotifier } from '../../communication/communication-notifier.js';
import { type PollAnswerRow, type PollHead, PollsRepository } from '../data/polls.repository.js';

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
    private readonly polls: PollsRepository,
    private readonly audiences: AudienceService,
    private readonly notifier: CommunicationNotifier,
  ) {}

  /** The response counts are for who may manage the poll: its author, or everyone when the user may view every poll. */
  list(user: AuthUser, query: PollListQuery): Promise<PagedResult<PollRow>> {
    return this.polls.list(user.userId, user.kindergartenId, query, canViewAll(user));
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
    const id = await this.polls.insert(user.kindergartenId, request, description, user.userId);
    await this.polls.insertQuestions(user.kindergartenId!, id, request.questions);
    // The people asked are fixed now, in one statement (docs/communication.md "Stored once").
    const recipients = await this.polls.insertRecipients(id, audienceArgs(user.kindergartenId!, request));
    if (recipients.length === 0)
      throw new BadInputError(audienceMessages.nobodyReached, { audience: [audienceMessages.nobodyReached] });
    await this.notifier.announce({
      kind: 'poll',
      kindergartenId: user.kindergartenId!,
      id,
      title: request.title,
      content: description,
      authorId: user.userId,
      userIds: recipients,
    });
    return { isSuccessful: true, entityId: id };
  }

  async update(user: AuthUser, id: number, request: UpdatePollRequest): Promise<SaveResult> {
    const head = await this.manageable(user, id);
    await this.polls.update(
      id,
      user.kindergartenId,
      request.title,
      sanitizeRichText(request.description),
      request.expirationTime,
    );
    if (request.questions) {
      if (head.votesCount > 0)
        throw new BadInputError(pollMessages.questionsLocked, { questions: [pollMessages.questionsLocked] });
      // Lock the recipients so that no vote lands between the check and the replacement of the questions.
      const votes = await this.polls.lockedVotes(id);
      if (votes > 0) throw new BadInputError(pollMessages.questionsLocked, { questions: [pollMessages.questionsLocked] });
      await this.polls.removeQuestions(id, user.kindergartenId);
      await this.polls.insertQuestions(user.kindergartenId!, id, request.questions);
    }
    return { isSuccessful: true, entityId: id };
  }

  async remove(user: AuthUser, id: number): Promise<undefined> {
    await this.manageable(user, id);
    await this.polls.remove(id, user.kindergartenId);
  }

  /**
   * One vote per person, only while the poll is open (docs/polls.md "Voting"). The answers are checked against the
   * poll's questions first; the guarded UPDATE of the voter's row decides between two concurrent votes.
   */
  async vote(user: AuthUser, request: VotePollRequest): Promise<undefined> {
    const poll = await this.polls.voteState(request.pollId, user.userId, user.kindergartenId);
    if (!poll) throw new NotFoundError(pollMessages.notFound);
    if (poll.voted) throw new BadInputError(pollMessages.alreadyVoted);
    if (poll.expired) throw new BadInputError(pollMessages.expired);
    const rows = await this.checkedAnswers(request);
    const voted = await this.polls.markVoted(request.pollId, user.userId, user.kindergartenId);
    if (voted === 0) throw new BadInputError(pollMessages.alreadyVoted);
    if (rows.length === 0) return;
    await this.polls.insertAnswers(user.kindergartenId, request.pollId, user.userId, rows);
  }

  // ---- shared ----

  private async checkedAnswers(request: VotePollRequest): Promise<PollAnswerRow[]> {
    const questions = await this.polls.voteQuestions(request.pollId);
    const errors: Record<string, string[]> = {};
    const fail = (questionId: number, message: string) => (errors[`answers.${questionId}`] ??= [message]);
    const byQuestion = new Map<number, VotePollRequest['answers'][number]>();
    for (const answer of request.answers) {
      if (!questions.some((question) => question.id === answer.questionId)) fail(answer.questionId, pollMessages.wrongQuestion);
      else if (byQuestion.has(answer.questionId)) fail(answer.questionId, pollMessages.duplicateQuestion);
      byQuestion.set(answer.questionId, answer);
    }
    const rows: PollAnswerRow[] = [];
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

  private async head(user: AuthUser, id: number): Promise<PollHead> {
    const head = await this.polls.head(id, user.userId, user.kindergartenId);
    if (!head || !(head.isMine || head.isRecipient || canViewAll(user))) throw new NotFoundError(pollMessages.notFound);
    return head;
  }

  private async manageable(user: AuthUser, id: number): Promise<PollHead> {
    const head = await this.head(user, id);
    if (!mayManage(user, head)) throw new ForbiddenError();
    return head;
  }

  private async questions(head: PollHead, userId: number, withResults: boolean): Promise<PollQuestionView[]> {
    const rows = await this.polls.questions(head.id, userId);
    const texts = withResults ? await this.polls.textAnswers(head.id) : [];
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
