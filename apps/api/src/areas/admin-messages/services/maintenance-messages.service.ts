import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  adminMessageTexts,
  type CreateMaintenanceMessageRequest,
  type MaintenanceMessage,
  type MaintenanceMessageRow,
  type MaintenanceMessagesQuery,
  type PagedResult,
  RealtimeEvent,
  type SaveResult,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { NotFoundError } from '../../../platform/errors/domain-errors.js';
import { JobsService } from '../../../platform/jobs/jobs.service.js';
import { RealtimeService } from '../../../platform/realtime/realtime.service.js';
import { type MaintenanceNoticeRow, MaintenanceMessagesRepository } from '../data/maintenance-messages.repository.js';

/** Queues of the pushes at the start and at the end of a notice's validity window. */
export const MAINTENANCE_START_QUEUE = 'maintenance-message.start';
export const MAINTENANCE_END_QUEUE = 'maintenance-message.end';

const asNotice = (row: MaintenanceNoticeRow): MaintenanceMessage =>
  row.title ? { id: row.id, title: row.title, content: row.content } : { id: row.id, content: row.content };

/**
 * Maintenance notices (docs/admin-messages.md): pushed to every connected user when they come into force, cleared
 * when deleted or when their window ends; a user who connects later reads the ones in force (`current`).
 */
@Injectable()
export class MaintenanceMessagesService implements OnModuleInit {
  constructor(
    private readonly notices: MaintenanceMessagesRepository,
    private readonly realtime: RealtimeService,
    private readonly jobs: JobsService,
  ) {}

  onModuleInit(): void {
    this.jobs.register<{ id: number }>(MAINTENANCE_START_QUEUE, (payload) => this.announce(payload.id));
    this.jobs.register<{ id: number }>(MAINTENANCE_END_QUEUE, async (payload) =>
      this.realtime.toEveryone(RealtimeEvent.ClearMaintenanceMessage, { id: payload.id }),
    );
  }

  list(_user: AuthUser, query: MaintenanceMessagesQuery): Promise<PagedResult<MaintenanceMessageRow>> {
    return this.notices.list(query);
  }

  async create(user: AuthUser, body: CreateMaintenanceMessageRequest): Promise<SaveResult> {
    const row = await this.notices.insert(
      body.title ?? null,
      body.content,
      body.validFrom ?? null,
      body.validTo ?? null,
      user.userId,
    );
    if (row.started) this.realtime.toEveryone(RealtimeEvent.ReceiveMaintenanceMessage, asNotice(row));
    else await this.jobs.enqueue(MAINTENANCE_START_QUEUE, { id: row.id }, { runAt: new Date(body.validFrom!) });
    if (body.validTo) await this.jobs.enqueue(MAINTENANCE_END_QUEUE, { id: row.id }, { runAt: new Date(body.validTo) });
    return { isSuccessful: true, entityId: row.id };
  }

  async remove(_user: AuthUser, id: number): Promise<undefined> {
    const deleted = await this.notices.remove(id);
    if (deleted === 0) throw new NotFoundError(adminMessageTexts.notFound);
    this.realtime.toEveryone(RealtimeEvent.ClearMaintenanceMessage, { id });
  }

  /** The notices in force now, oldest first: what a user who connects after the push must still be shown. */
  async current(_user: AuthUser): Promise<MaintenanceMessage[]> {
    return (await this.notices.current()).map(asNotice);
  }

  /** A notice whose window has started: pushed if it still exists and is in force. */
  private async announce(id: number): Promise<void> {
    const row = await this.notices.inForce(id);
    if (row) this.realtime.toEveryone(RealtimeEvent.ReceiveMaintenanceMessage, asNotice(row));
  }
}
