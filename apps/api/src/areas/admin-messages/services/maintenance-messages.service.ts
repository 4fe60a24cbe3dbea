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
import { Db } from '../../../platform/database/db.service.js';
import { pagedQuery } from '../../../platform/database/paged-query.js';
import { NotFoundError } from '../../../platform/errors/domain-errors.js';
import { JobsService } from '../../../platform/jobs/jobs.service.js';
import { RealtimeService } from '../../../platform/realtime/realtime.service.js';

/** Queues of the pushes at the start and at the end of a notice's validity window. */
export const MAINTENANCE_START_QUEUE = 'maintenance-message.start';
export const MAINTENANCE_END_QUEUE = 'maintenance-message.end';

const IN_FORCE = `(mm.valid_from IS NULL OR mm.valid_from <= now()) AND (mm.valid_to IS NULL OR mm.valid_to > now())`;
const iso = (column: string): string => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
const NOTICE = `mm.id, mm.content, mm.title`;

const asNotice = (row: { id: number; title: string | null; content: string }): MaintenanceMessage =>
  row.title ? { id: row.id, title: row.title, content: row.content } : { id: row.id, content: row.content };

/**
 * Maintenance notices (docs/admin-messages.md): pushed to every connected user when they come into force, cleared
 * when deleted or when their window ends; a user who connects later reads the ones in force (`current`).
 */
@Injectable()
export class MaintenanceMessagesService implements OnModuleInit {
  constructor(
    private readonly db: Db,
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
    return pagedQuery<MaintenanceMessageRow>(
      this.db.manager,
      {
        select: `${NOTICE}, ${iso('mm.valid_from')} AS "validFrom", ${iso('mm.valid_to')} AS "validTo",
          ${IN_FORCE} AS "isActive", ${iso('mm.created_at')} AS "createdAt",
          concat_ws(' ', a.first_name, a.last_name) AS "createdBy"`,
        from: 'FROM maintenance_messages mm JOIN users a ON a.id = mm.created_by',
        orderBy: { createdAt: 'mm.created_at' },
        defaultOrder: 'mm.created_at DESC, mm.id DESC',
      },
      query,
    );
  }

  async create(user: AuthUser, body: CreateMaintenanceMessageRequest): Promise<SaveResult> {
    const [row]: { id: number; title: string | null; content: string; started: boolean }[] = await this.db.manager.query(
      `INSERT INTO maintenance_messages AS mm (title, content, valid_from, valid_to, created_by)
       VALUES (nullif($1, ''), $2, $3, $4, $5)
       RETURNING ${NOTICE}, (mm.valid_from IS NULL OR mm.valid_from <= now()) AS started`,
      [body.title ?? null, body.content, body.validFrom ?? null, body.validTo ?? null, user.userId],
    );
    if (row!.started) this.realtime.toEveryone(RealtimeEvent.ReceiveMaintenanceMessage, asNotice(row!));
    else await this.jobs.enqueue(MAINTENANCE_START_QUEUE, { id: row!.id }, { runAt: new Date(body.validFrom!) });
    if (body.validTo) await this.jobs.enqueue(MAINTENANCE_END_QUEUE, { id: row!.id }, { runAt: new Date(body.validTo) });
    return { isSuccessful: true, entityId: row!.id };
  }

  async remove(_user: AuthUser, id: number): Promise<void> {
    const [, deleted]: [unknown[], number] = await this.db.manager.query(`DELETE FROM maintenance_messages WHERE id = $1`, [id]);
    if (deleted === 0) throw new NotFoundError(adminMessageTexts.notFound);
    this.realtime.toEveryone(RealtimeEvent.ClearMaintenanceMessage, { id });
  }

  /** The notices in force now, oldest first: what a user who connects after the push must still be shown. */
  async current(_user: AuthUser): Promise<MaintenanceMessage[]> {
    const rows = await this.db.manager.query(
      `SELECT ${NOTICE} FROM maintenance_messages mm WHERE ${IN_FORCE} ORDER BY mm.created_at, mm.id`,
    );
    return rows.map(asNotice);
  }

  /** A notice whose window has started: pushed if it still exists and is in force. */
  private async announce(id: number): Promise<void> {
    const rows = await this.db.system((manager) =>
      manager.query(`SELECT ${NOTICE} FROM maintenance_messages mm WHERE mm.id = $1 AND ${IN_FORCE}`, [id]),
    );
    if (rows[0]) this.realtime.toEveryone(RealtimeEvent.ReceiveMaintenanceMessage, asNotice(rows[0]));
  }
}
