import { Injectable } from '@nestjs/common';
import { RealtimeEvent, Role } from '@kg/contracts';
import { RealtimeService } from '../../../platform/realtime/realtime.service.js';
import { ActivityFeesRepository } from '../data/activity-fees.repository.js';

/** The staff whose fee pages reload when fees change. */
export const FEE_STAFF = [Role.Director, Role.Administrator] as const;

/**
 * Tells the open fee pages that fees changed (RealtimeEvent.ActivityFeesChanged): the kindergarten's directors and
 * administrators and the children's parents, after the commit (RealtimeService waits for it).
 */
@Injectable()
export class FeeAnnouncer {
  constructor(
    private readonly realtime: RealtimeService,
    private readonly fees: ActivityFeesRepository,
  ) {}

  async feesChanged(kindergartenId: number, feeIds: number[], text?: string): Promise<void> {
    if (!feeIds.length) return;
    const payload = text === undefined ? { feeIds } : { feeIds, text };
    this.realtime.toKindergarten(kindergartenId, RealtimeEvent.ActivityFeesChanged, payload, { roles: FEE_STAFF });
    this.realtime.toUsers(await this.fees.parentUsersOf(feeIds), RealtimeEvent.ActivityFeesChanged, payload);
  }
}
