import { Injectable } from '@nestjs/common';
import {
  type EventRow,
  type EventsQuery,
  eventTexts,
  Resource,
  type SaveEventBody,
  type SaveResult,
  type SeenResult,
} from '@kg/contracts';
import { assertSaveOneAllowed } from '../../../platform/access/reach.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { ForbiddenError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { sanitizeRichText } from '../../../platform/sanitize/rich-text.js';
import { AudienceService } from '../../communication/audience.service.js';
import { CommunicationNotifier } from '../../communication/communication-notifier.js';
import { type AudienceReader, audienceReader, readerMay } from '../../communication/audience-reader.js';
import { type EventColumns, EventsRepository, type StoredEventRow } from '../data/events.repository.js';

/**
 * The calendar (docs/events.md). Events are read through their audience at the time of reading; the author and the
 * managers of the calendar see them all. Creating one announces it to the people it reaches today; changing its dates
 * makes it unseen again and announces it again.
 */
@Injectable()
export class EventsService {
  constructor(
    private readonly events: EventsRepository,
    private readonly audience: AudienceService,
    private readonly notifier: CommunicationNotifier,
  ) {}

  async list(user: AuthUser, query: EventsQuery): Promise<EventRow[]> {
    const reader = await audienceReader(this.audience, user, Resource.Events);
    const rows = await this.events.list(reader, user.kindergartenId, query);
    return rows.map((row) => this.output(user, reader, row));
  }

  async get(user: AuthUser, id: number): Promise<EventRow> {
    const reader = await audienceReader(this.audience, user, Resource.Events);
    return this.output(user, reader, await this.find(reader, user, id));
  }

  async save(user: AuthUser, body: SaveEventBody): Promise<SaveResult> {
    assertSaveOneAllowed(user, Resource.Events, body.id);
    await this.audience.assertMayAddress(user, Resource.Events, body);
    const description = sanitizeRichText(body.description);
    const columns: EventColumns = { kindergartenId: user.kindergartenId, body, description, authorId: user.userId };
    if (body.id === undefined) {
      const id = await this.events.insert(columns);
      await this.announce(user, id, body, description);
      return { isSuccessful: true, entityId: id };
    }
    const reader = await audienceReader(this.audience, user, Resource.Events);
    const current = await this.find(reader, user, body.id);
    if (!readerMay(user, reader, Resource.Events, 'update', current.authorId)) throw new ForbiddenError();
    const datesChanged = await this.events.update(body.id, columns);
    if (datesChanged) {
      await this.events.clearSeen(body.id, user.kindergartenId);
      await this.announce(user, body.id, body, description);
    }
    return { isSuccessful: true, entityId: body.id };
  }

  async remove(user: AuthUser, id: number): Promise<undefined> {
    const reader = await audienceReader(this.audience, user, Resource.Events);
    const current = await this.find(reader, user, id);
    if (!readerMay(user, reader, Resource.Events, 'delete', current.authorId)) throw new ForbiddenError();
    await this.events.remove(id, user.kindergartenId);
  }

  async setSeen(user: AuthUser, id: number): Promise<SeenResult> {
    const reader = await audienceReader(this.audience, user, Resource.Events);
    await this.find(reader, user, id);
    return { marked: await this.events.setSeen(user.userId, user.kindergartenId, id) };
  }

  /** Every visible event the reader has not seen becomes seen, in one statement. */
  async setAllSeen(user: AuthUser): Promise<SeenResult> {
    const reader = await audienceReader(this.audience, user, Resource.Events);
    return { marked: await this.events.setAllSeen(reader, user.kindergartenId) };
  }

  private async find(reader: AudienceReader, user: AuthUser, id: number): Promise<StoredEventRow> {
    const row = await this.events.find(reader, user.kindergartenId, id);
    if (!row) throw new NotFoundError(eventTexts.notFound);
    return row;
  }

  private output(user: AuthUser, reader: AudienceReader, { authorId, ...row }: StoredEventRow): EventRow {
    return { ...row, canEdit: readerMay(user, reader, Resource.Events, 'update', authorId) };
  }

  private async announce(user: AuthUser, id: number, body: SaveEventBody, description: string): Promise<void> {
    await this.notifier.announce({
      kind: 'event',
      kindergartenId: user.kindergartenId!,
      id,
      title: body.title,
      content: description,
      authorId: user.userId,
      userIds: await this.audience.userIds(user.kindergartenId!, body),
    });
  }
}
