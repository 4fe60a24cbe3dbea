import { z } from 'zod';
import { idParams, idSchema, pagedResultSchema, pageQueryOrderedBy, saveResultSchema } from './common.js';
import { audienceFields, refineAudience } from './communication.js';
import { Audience, PollFilter } from './enums.js';
import { Resource } from './roles.js';
import { emptyAnswer, fileAnswer, resourceAccess, type RouteTable } from './routes.js';

/** Polls and forms (issue 6 item 4; spec 2 §7.5 Polls; docs/polls.md). */

/** The kind of a poll question (poll_questions.kind). */
export enum PollQuestionKind {
  SingleChoice = 1,
  MultipleChoice = 2,
  FreeText = 3,
}

export const pollQuestionKindLabels: Record<PollQuestionKind, string> = {
  [PollQuestionKind.SingleChoice]: 'Един отговор',
  [PollQuestionKind.MultipleChoice]: 'Няколко отговора',
  [PollQuestionKind.FreeText]: 'Свободен текст',
};

export const POLL_LIMITS = {
  questions: 30,
  minOptions: 2,
  maxOptions: 20,
  freeText: 2000,
} as const;

export const pollMessages = {
  expirationInPast: 'Крайният срок трябва да е в бъдещето.',
  optionsCount: `Въпрос с избор има от ${POLL_LIMITS.minOptions} до ${POLL_LIMITS.maxOptions} отговора.`,
  noOptionsForText: 'Въпрос със свободен текст няма възможни отговори.',
  questionsLocked: 'Анкетата вече има отговори: въпросите и отговорите не могат да се променят.',
  alreadyVoted: 'Вече сте гласували.',
  expired: 'Анкетата е изтекла.',
  requiredMissing: 'Отговорете на задължителния въпрос.',
  singleChoice: 'Изберете точно един отговор.',
  multipleChoice: 'Изберете поне един отговор.',
  wrongOption: 'Отговорът не е от този въпрос.',
  wrongQuestion: 'Въпросът не е от тази анкета.',
  textTooLong: `Отговорът е най-много ${POLL_LIMITS.freeText} знака.`,
  duplicateQuestion: 'Въпросът е отговорен повече от веднъж.',
  notFound: 'Анкетата не е намерена.',
} as const;

export const pollListQuery = pageQueryOrderedBy(['expirationTime', 'creation']).extend({
  type: z.coerce.number().pipe(z.enum(PollFilter)).default(PollFilter.Active),
});
export type PollListQuery = z.infer<typeof pollListQuery>;

const pollQuestionInput = z
  .object({
    text: z.string().trim().min(1).max(500),
    kind: z.enum(PollQuestionKind),
    isRequired: z.boolean().default(true),
    options: z
      .array(z.object({ text: z.string().trim().min(1).max(300) }))
      .max(POLL_LIMITS.maxOptions)
      .default([]),
  })
  .superRefine((question, context) => {
    if (question.kind === PollQuestionKind.FreeText) {
      if (question.options.length > 0)
        context.addIssue({ code: 'custom', path: ['options'], message: pollMessages.noOptionsForText });
    } else if (question.options.length < POLL_LIMITS.minOptions) {
      context.addIssue({ code: 'custom', path: ['options'], message: pollMessages.optionsCount });
    }
  });
export type PollQuestionInput = z.infer<typeof pollQuestionInput>;

/** An expiration moment with its offset (the web sends Europe/Sofia wall-clock time as ISO); it must be ahead. */
const expirationTime = z.iso
  .datetime({ offset: true })
  .refine((value) => new Date(value).getTime() > Date.now(), { message: pollMessages.expirationInPast });

const pollTextFields = {
  title: z.string().trim().min(1).max(300),
  /** Rich text, sanitised by the server. */
  description: z.string().max(20_000).default(''),
  expirationTime,
};

/** POST /api/Polls/ — a new poll to an audience (the server computes its recipients). */
export const createPollRequest = z
  .object({
    ...pollTextFields,
    isAnonymous: z.boolean().default(false),
    questions: z.array(pollQuestionInput).min(1).max(POLL_LIMITS.questions),
    ...audienceFields,
  })
  .superRefine(refineAudience);
export type CreatePollRequest = z.infer<typeof createPollRequest>;

/** POST /api/Polls/{id} — texts and expiration always; the questions only while nobody has voted. */
export const updatePollRequest = z.object({
  ...pollTextFields,
  questions: z.array(pollQuestionInput).min(1).max(POLL_LIMITS.questions).optional(),
});
export type UpdatePollRequest = z.infer<typeof updatePollRequest>;

/** PUT /api/Polls/vote */
export const votePollRequest = z.object({
  pollId: idSchema,
  answers: z
    .array(
      z.object({
        questionId: idSchema,
        optionIds: z.array(idSchema).max(POLL_LIMITS.maxOptions).default([]),
        text: z.string().trim().max(POLL_LIMITS.freeText).optional(),
      }),
    )
    .max(POLL_LIMITS.questions),
});
export type VotePollRequest = z.infer<typeof votePollRequest>;

/** A row of GET /api/Polls (spec 2 §3 Poll: id, question, expirationTime, canVote). */
export const pollRow = z.object({
  id: z.number().int(),
  /** The poll's title (the spec calls it `question`). */
  question: z.string(),
  expirationTime: z.string().nullable(),
  createdAt: z.string(),
  /** Still unanswered by the current user and open. */
  canVote: z.boolean(),
  votedAt: z.string().nullable(),
  isMine: z.boolean(),
  /** How many were asked and how many answered: only for who may manage the poll (null otherwise). */
  recipientsCount: z.number().int().nullable(),
  votesCount: z.number().int().nullable(),
});
export type PollRow = z.infer<typeof pollRow>;

export const pollOptionView = z.object({
  id: z.number().int(),
  text: z.string(),
  /** Results: present only when the reader may see them. */
  count: z.number().int().optional(),
  /** Percent of the people who answered the question, one decimal (a single choice adds to exactly 100). */
  percent: z.number().optional(),
});
export type PollOptionView = z.infer<typeof pollOptionView>;

export const pollQuestionView = z.object({
  id: z.number().int(),
  text: z.string(),
  kind: z.enum(PollQuestionKind),
  isRequired: z.boolean(),
  options: z.array(pollOptionView),
  /** The current user's answer, when they voted. */
  myOptionIds: z.array(z.number().int()),
  myText: z.string().nullable(),
  /** Results: how many people answered this question. */
  answeredCount: z.number().int().optional(),
  /** Results of a free-text question; the name only when the poll is not anonymous. */
  textAnswers: z.array(z.object({ text: z.string(), name: z.string().nullable() })).optional(),
});
export type PollQuestionView = z.infer<typeof pollQuestionView>;

export const pollDetails = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  expirationTime: z.string().nullable(),
  createdAt: z.string(),
  isAnonymous: z.boolean(),
  authorName: z.string(),
  audience: z.enum(Audience).nullable(),
  classIds: z.array(z.number().int()),
  userIds: z.array(z.number().int()),
  /** Text describing the audience (as in the exports). */
  audienceText: z.string(),
  isMine: z.boolean(),
  isExpired: z.boolean(),
  canVote: z.boolean(),
  votedAt: z.string().nullable(),
  /** Edit, delete and export: the author or who has canView on polls. */
  canManage: z.boolean(),
  canSeeResults: z.boolean(),
  recipientsCount: z.number().int(),
  votesCount: z.number().int(),
  questions: z.array(pollQuestionView),
});
export type PollDetails = z.infer<typeof pollDetails>;

/** Polls and forms (spec 2 §7.5 Polls; docs/polls.md). */
export const pollsRoutes = {
  list: {
    method: 'GET',
    path: 'Polls',
    query: pollListQuery,
    response: pagedResultSchema(pollRow),
    access: resourceAccess(Resource.Polls, 'read'),
  },
  excel: {
    method: 'GET',
    path: 'Polls/export/excel/:id',
    params: idParams,
    response: fileAnswer,
    access: resourceAccess(Resource.Polls, 'read'),
  },
  pdf: {
    method: 'GET',
    path: 'Polls/export/:id',
    params: idParams,
    response: fileAnswer,
    access: resourceAccess(Resource.Polls, 'read'),
  },
  get: {
    method: 'GET',
    path: 'Polls/:id',
    params: idParams,
    response: pollDetails,
    access: resourceAccess(Resource.Polls, 'read'),
  },
  create: {
    method: 'POST',
    path: 'Polls',
    body: createPollRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.Polls, 'create'),
    status: 200,
  },
  vote: {
    method: 'PUT',
    path: 'Polls/vote',
    body: votePollRequest,
    response: emptyAnswer,
    access: resourceAccess(Resource.Polls, 'read'),
    status: 204,
  },
  update: {
    method: 'POST',
    path: 'Polls/:id',
    params: idParams,
    body: updatePollRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.Polls, 'update'),
    status: 200,
  },
  remove: {
    method: 'DELETE',
    path: 'Polls/:id',
    params: idParams,
    response: emptyAnswer,
    access: resourceAccess(Resource.Polls, 'delete'),
    status: 204,
  },
} as const satisfies RouteTable;

/**
 * Percentages of counts out of `total`, to one decimal. For a single-choice question (`exact`) the largest-remainder
 * method makes them add to exactly 100 (when total > 0); otherwise each is rounded on its own.
 */
export function pollPercentages(counts: readonly number[], total: number, exact: boolean): number[] {
  if (total <= 0) return counts.map(() => 0);
  if (!exact) return counts.map((count) => Math.round((count * 1000) / total) / 10);
  const tenths = counts.map((count) => Math.floor((count * 1000) / total));
  const sum = counts.reduce((a, b) => a + b, 0);
  let missing = sum === total ? 1000 - tenths.reduce((a, b) => a + b, 0) : 0;
  const byRemainder = counts
    .map((count, index) => ({ index, rest: (count * 1000) % total }))
    .filter((entry) => entry.rest > 0)
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of byRemainder) {
    if (missing <= 0) break;
    tenths[index] = tenths[index]! + 1;
    missing--;
  }
  return tenths.map((value) => value / 10);
}
