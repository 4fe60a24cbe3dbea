import { z } from 'zod';
import { idSchema } from './common.js';
import { Audience } from './enums.js';

/**
 * Who a message, event, poll or notice is for (issue 6; docs/communication.md): the audience of spec 1 §3 (all, only
 * the chosen groups, only the staff) and/or chosen people. The server turns it into people; the client never sends a
 * list of recipients it computed itself.
 */
export const audienceMessages = {
  nobody: 'Изберете до кого е предназначено: аудитория или поне един човек.',
  classesRequired: 'Изберете поне една група.',
  classNotYours: 'Можете да пишете само до групите, в които преподавате.',
  classNotFound: 'Групата не е намерена.',
  userNotMember: 'Избраният човек не е от тази детска градина.',
  audienceNotAllowed: 'Нямате право да пишете до цялата детска градина или до персонала.',
  nobodyReached: 'Никой не получава това: в избраната аудитория няма активни профили.',
} as const;

const ids = z.array(idSchema).max(500);

/** The audience fields of a body: spread them into an item's schema and add `.superRefine(refineAudience)`. */
export const audienceFields = {
  audience: z.enum(Audience).nullable().default(null),
  classIds: ids.default([]),
  userIds: ids.default([]),
};

export interface AudienceSpec {
  audience: Audience | null;
  classIds: number[];
  userIds: number[];
}

/** An audience reaches somebody: a kind of audience or chosen people, and groups when it is "only the groups". */
export function refineAudience(value: AudienceSpec, context: z.RefinementCtx): void {
  if (value.audience === null && value.userIds.length === 0) {
    context.addIssue({ code: 'custom', path: ['audience'], message: audienceMessages.nobody });
  }
  if (value.audience === Audience.OnlyClasses && value.classIds.length === 0) {
    context.addIssue({ code: 'custom', path: ['classIds'], message: audienceMessages.classesRequired });
  }
}

export const audienceSpec = z.object(audienceFields).superRefine(refineAudience);

/** The kinds of item the communication kit announces; each maps to a subscription bit and a realtime event. */
export type CommunicationKind = 'message' | 'event' | 'poll' | 'notice';
