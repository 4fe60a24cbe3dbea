import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { type CommunicationKind, RealtimeEvent, richTextPlainText, SubscriptionFlags } from '@kg/contracts';
import type { EntityManager } from 'typeorm';
import { Db } from '../../platform/database/db.service.js';
import { JobsService } from '../../platform/jobs/jobs.service.js';
import { MailService } from '../../platform/mail/mail.service.js';
import { RealtimeService } from '../../platform/realtime/realtime.service.js';
import { TOKEN_LIFETIME_HOURS } from '../identity/services/one-time-tokens.service.js';
import { TokenPurpose } from '../identity/services/token-purpose.js';
import { AnnouncementsRepository } from './data/announcements.repository.js';

/** A new item to tell its people about. `content` is the stored (sanitised) rich text. */
export interface Announcement {
  kind: CommunicationKind;
  kindergartenId: number;
  id: number;
  title: string;
  content: string;
  authorId: number;
  /** Everyone the item reaches; the author is left out of the push and the e-mails. */
  userIds: readonly number[];
}

interface MailFanOut {
  kind: CommunicationKind;
  kindergartenId: number;
  id: number;
  title: string;
  excerpt: string;
  userIds: number[];
}

const FAN_OUT_QUEUE = 'communication-mail';
const EXCERPT_LENGTH = 300;

const channel: Record<CommunicationKind, { flag: SubscriptionFlags; event: RealtimeEvent; subject: string }> = {
  message: { flag: SubscriptionFlags.Messages, event: RealtimeEvent.ReceiveMessage, subject: 'Ново съобщение' },
  event: { flag: SubscriptionFlags.Calendar, event: RealtimeEvent.ReceiveEvent, subject: 'Ново събитие в календара' },
  poll: { flag: SubscriptionFlags.Polls, event: RealtimeEvent.ReceivePoll, subject: 'Нова анкета' },
  notice: {
    flag: SubscriptionFlags.DashboardGroupMessages,
    event: RealtimeEvent.ReceiveNotice,
    subject: 'Нова обява на таблото',
  },
};

/** The page of the web app that shows an item (the links of spec 1 §2 "Notification targets"). */
export function communicationLink(kind: CommunicationKind, id: number): string {
  switch (kind) {
    case 'message':
      return `/messages/${id}`;
    case 'event':
      return `/calendar?id=${id}`;
    case 'poll':
      return `/polls/${id}`;
    case 'notice':
      return '/notes';
  }
}

export function excerptOf(html: string, length = EXCERPT_LENGTH): string {
  // Tags become spaces in the plain text: close the gap they leave before punctuation ("<b>четвъртък</b>." → "четвъртък.").
  const text = richTextPlainText(html)
    .replace(/\s+/g, ' ')
    .replace(/ ([.,;:!?…])/g, '$1')
    .trim();
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}

/**
 * Tells the people of a new message, event, poll or notice (docs/communication.md "Announcements"): a realtime push to
 * their open pages once the item is committed, and e-mails by their subscription bits (spec 1 §3), each with a
 * one-click unsubscribe link. Posting only writes one background job in the posting transaction; the job writes one
 * mail job per subscribed recipient, each sent and retried on its own, so a failing SMTP server delays mail but never
 * loses it and never slows or undoes the post.
 */
@Injectable()
export class CommunicationNotifier {
  constructor(
    private readonly db: Db,
    private readonly announcements: AnnouncementsRepository,
    private readonly jobs: JobsService,
    private readonly mail: MailService,
    private readonly realtime: RealtimeService,
  ) {
    jobs.register<MailFanOut>(FAN_OUT_QUEUE, (fanOut) => this.db.system((manager) => this.writeMails(manager, fanOut)));
  }

  async announce(item: Announcement): Promise<void> {
    const userIds = [...new Set(item.userIds)].filter((id) => id !== item.authorId);
    if (userIds.length === 0) return;
    const excerpt = excerptOf(item.content);
    const { event } = channel[item.kind];
    this.db.afterCommit(() => this.realtime.toUsers(userIds, event, { id: item.id, title: item.title, content: excerpt }));
    await this.jobs.enqueue<MailFanOut>(FAN_OUT_QUEUE, {
      kind: item.kind,
      kindergartenId: item.kindergartenId,
      id: item.id,
      title: item.title,
      excerpt,
      userIds,
    });
  }

  private async writeMails(manager: EntityManager, fanOut: MailFanOut): Promise<void> {
    const { flag, subject } = channel[fanOut.kind];
    const people = await this.announcements.subscribedPeople(manager, fanOut.userIds, fanOut.kindergartenId, flag);
    if (people.length === 0) return;
    const tokens = people.map(() => randomBytes(32).toString('base64url'));
    await this.announcements.insertTokens(
      manager,
      people.map((person) => person.id),
      tokens.map((token) => createHash('sha256').update(token).digest('hex')),
      TokenPurpose.Unsubscribe,
      TOKEN_LIFETIME_HOURS[TokenPurpose.Unsubscribe],
    );
    const link = this.mail.link(communicationLink(fanOut.kind, fanOut.id));
    for (const [index, person] of people.entries()) {
      const unsubscribe = this.mail.link(`/unsubscribe/${tokens[index]}`);
      await this.mail.sendLater(
        {
          to: person.email,
          subject: `${subject}: ${fanOut.title} — ${person.kindergarten}`,
          text: [
            `${person.kindergarten}: ${subject.toLowerCase()}.`,
            '',
            fanOut.title,
            fanOut.excerpt,
            '',
            `Отворете: ${link}`,
            '',
            '—',
            `Получавате това писмо, защото сте абонирани за известия по имейл в „Асистент за детски градини“.`,
            `Отписване от всички известия с едно щракване: ${unsubscribe}`,
          ].join('\n'),
        },
        manager,
      );
    }
  }
}
