import { Injectable } from '@nestjs/common';
import type { MaintenanceMessageRow, MaintenanceMessagesQuery, PagedResult } from '@kg/contracts';
import { Db } from '../../../platform/database/db.service.js';
import { pagedQuery } from '../../../platform/database/paged-query.js';
import { sqlOf } from '../../../platform/database/sql.js';
import { IN_FORCE, NOTICE, utcMoment } from './admin-messages.sql.js';

/** A maintenance notice as pushed: no title when it was given none. */
export interface MaintenanceNoticeRow {
  id: number;
  title: string | null;
  content: string;
}

/** A new notice, and whether its window has started already. */
export interface InsertedMaintenanceNoticeRow extends MaintenanceNoticeRow {
  started: boolean;
}

/** The statements of the master's maintenance notices (docs/admin-messages.md); every row typed. */
@Injectable()
export class MaintenanceMessagesRepository {
  constructor(private readonly db: Db) {}

  list(query: MaintenanceMessagesQuery): Promise<PagedResult<MaintenanceMessageRow>> {
    return pagedQuery<MaintenanceMessageRow>(
      this.db.manager,
      {
        select: `${NOTICE}, ${utcMoment('mm.valid_from')} AS "validFrom", ${utcMoment('mm.valid_to')} AS "validTo",
          ${IN_FORCE} AS "isActive", ${utcMoment('mm.created_at')} AS "createdAt",
          concat_ws(' ', a.first_name, a.last_name) AS "createdBy"`,
        from: 'FROM maintenance_messages mm JOIN users a ON a.id = mm.created_by',
        orderBy: { createdAt: 'mm.created_at' },
        defaultOrder: 'mm.created_at DESC, mm.id DESC',
      },
      query,
    );
  }

  insert(
    title: string | null,
    content: string,
    validFrom: string | null,
    validTo: string | null,
    createdBy: number,
  ): Promise<InsertedMaintenanceNoticeRow> {
    return this.db.sql.one<InsertedMaintenanceNoticeRow>(
      `INSERT INTO maintenance_messages AS mm (title, content, valid_from, valid_to, created_by)
       VALUES (nullif($1, ''), $2, $3, $4, $5)
       RETURNING ${NOTICE}, (mm.valid_from IS NULL OR mm.valid_from <= now()) AS started`,
      [title, content, validFrom, validTo, createdBy],
    );
  }

  /** Deletes the notice: how many rows went (0 or 1). */
  remove(id: number): Promise<number> {
    return this.db.sql.exec(`DELETE FROM maintenance_messages WHERE id = $1`, [id]);
  }

  /** The notices in force now, oldest first. */
  current(): Promise<MaintenanceNoticeRow[]> {
    return this.db.sql.many<MaintenanceNoticeRow>(
      `SELECT ${NOTICE} FROM maintenance_messages mm WHERE ${IN_FORCE} ORDER BY mm.created_at, mm.id`,
    );
  }

  /** The notice if it still exists and is in force, read in a transaction of its own (a background job's). */
  inForce(id: number): Promise<MaintenanceNoticeRow | undefined> {
    return this.db.system((manager) =>
      sqlOf(manager).maybe<MaintenanceNoticeRow>(
        `SELECT ${NOTICE} FROM maintenance_messages mm WHERE mm.id = $1 AND ${IN_FORCE}`,
        [id],
      ),
    );
  }
}
