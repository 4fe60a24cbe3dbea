import { Injectable } from '@nestjs/common';
import type {
  ActivityProviderListQuery,
  ActivityProviderRow,
  KindergartensWithActivitiesQuery,
  KindergartenWithActivitiesRow,
  PagedResult,
  ProviderDiscount,
  ProviderDiscountKind,
  ProviderDiscountRow,
} from '@kg/contracts';
import { Db } from '../../../platform/database/db.service.js';
import { pagedQuery } from '../../../platform/database/paged-query.js';
import { NOW } from '../../../platform/database/sql.js';
import { BG, kindergartensWithActivitiesSelect, PROVIDER_DETAILS, providerListSelect } from './activity-providers.sql.js';

/** A provider as stored, with its kindergartens and discounts (the secret only as "is one stored"). */
export interface ProviderRecord {
  id: number;
  name: string;
  eik: string;
  vatRegistered: boolean;
  address: string;
  iban: string;
  bankName: string | null;
  contactName: string | null;
  phone: string | null;
  email: string | null;
  epayMin: string | null;
  hasSecret: boolean;
  configurationFlags: number;
  notificationToken: string;
  errorMessage: string | null;
  errorAt: string | null;
  kindergartens: { id: number; name: string }[];
  discounts: { id: number; kind: ProviderDiscountKind; name: string; percent: number }[];
}

/** The provider's columns a save writes (the secret apart: sealed, written only when a new one is given). */
export interface ProviderColumns {
  name: string;
  eik: string;
  vat_registered: boolean;
  address: string;
  iban: string;
  bank_name: string | null;
  contact_name: string | null;
  phone: string | null;
  email: string | null;
  epay_min: string | null;
}

/** The stored state a save or a delete checks, the row locked. */
export interface ProviderState {
  id: number;
  hasSecret: boolean;
  configurationFlags: number;
  kindergartenIds: number[];
}

/** The statements of the activity providers (docs/activities.md "Providers and activity types"); every row typed. */
@Injectable()
export class ActivityProvidersRepository {
  constructor(private readonly db: Db) {}

  list(query: ActivityProviderListQuery, kindergartenId: number | null): Promise<PagedResult<ActivityProviderRow>> {
    return pagedQuery<ActivityProviderRow>(this.db.manager, providerListSelect(query, kindergartenId), query);
  }

  find(id: number): Promise<ProviderRecord | undefined> {
    return this.db.sql.maybe<ProviderRecord>(PROVIDER_DETAILS, [id]);
  }

  /** Whether the provider works in the kindergarten. */
  async worksIn(providerId: number, kindergartenId: number): Promise<boolean> {
    const row = await this.db.sql.maybe<{ found: number }>(
      `SELECT 1 AS found FROM activity_provider_kindergartens WHERE provider_id = $1 AND kindergarten_id = $2`,
      [providerId, kindergartenId],
    );
    return row !== undefined;
  }

  /** The provider locked for a write, with the kindergartens it works in. */
  state(id: number): Promise<ProviderState | undefined> {
    return this.db.sql.maybe<ProviderState>(
      `SELECT p.id, p.epay_secret IS NOT NULL AS "hasSecret", p.configuration_flags AS "configurationFlags",
              array(SELECT pk.kindergarten_id FROM activity_provider_kindergartens pk WHERE pk.provider_id = p.id
                    ORDER BY pk.kindergarten_id) AS "kindergartenIds"
         FROM activity_providers p WHERE p.id = $1 FOR UPDATE OF p`,
      [id],
    );
  }

  /** Whether another provider (not `exceptId`) has the ЕИК. */
  async eikTaken(eik: string, exceptId: number | undefined): Promise<boolean> {
    const row = await this.db.sql.maybe<{ found: number }>(
      `SELECT 1 AS found FROM activity_providers WHERE eik = $1 AND id <> $2`,
      [eik, exceptId ?? 0],
    );
    return row !== undefined;
  }

  /** How many of the ids are kindergartens. */
  async existingKindergartens(ids: number[]): Promise<number> {
    const row = await this.db.sql.one<{ count: number }>(
      `SELECT count(*)::int AS count FROM kindergartens WHERE id = ANY($1::int[])`,
      [ids],
    );
    return row.count;
  }

  /** The names of those of the kindergartens where the provider has activities. */
  async kindergartensWithActivitiesOf(providerId: number, kindergartenIds: number[]): Promise<string[]> {
    const rows = await this.db.sql.many<{ name: string }>(
      `SELECT k.name FROM kindergartens k
        WHERE k.id = ANY($2::int[]) AND EXISTS (SELECT 1 FROM activities a WHERE a.provider_id = $1 AND a.kindergarten_id = k.id)
        ORDER BY k.name ${BG}`,
      [providerId, kindergartenIds],
    );
    return rows.map((row) => row.name);
  }

  async hasActivities(providerId: number): Promise<boolean> {
    const row = await this.db.sql.maybe<{ found: number }>(`SELECT 1 AS found FROM activities WHERE provider_id = $1 LIMIT 1`, [
      providerId,
    ]);
    return row !== undefined;
  }

  async insert(columns: ProviderColumns): Promise<number> {
    const { id } = await this.db.sql.insert('activity_providers', { ...columns });
    return id;
  }

  async update(id: number, columns: ProviderColumns): Promise<void> {
    await this.db.sql.update('activity_providers', { ...columns, updated_at: NOW }, { id });
  }

  /** Stores a sealed secret (platform/secrets): the plain secret never reaches the database. */
  async setSecret(id: number, sealed: Buffer): Promise<void> {
    await this.db.sql.update('activity_providers', { epay_secret: sealed }, { id });
  }

  /** The sealed secret, for whoever opens it (the ePay notifications). */
  async sealedSecret(id: number): Promise<Buffer | null> {
    const row = await this.db.sql.maybe<{ secret: Buffer | null }>(
      `SELECT epay_secret AS secret FROM activity_providers WHERE id = $1`,
      [id],
    );
    return row?.secret ?? null;
  }

  async setFlags(id: number, flags: number): Promise<void> {
    await this.db.sql.update('activity_providers', { configuration_flags: flags }, { id });
  }

  /** The provider works in exactly these kindergartens: the others are unlinked, the new ones linked. */
  async setKindergartens(id: number, kindergartenIds: number[]): Promise<void> {
    await this.db.sql.exec(
      `DELETE FROM activity_provider_kindergartens WHERE provider_id = $1 AND NOT (kindergarten_id = ANY($2::int[]))`,
      [id, kindergartenIds],
    );
    await this.db.sql.exec(
      `INSERT INTO activity_provider_kindergartens (provider_id, kindergarten_id)
       SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`,
      [id, kindergartenIds],
    );
  }

  /** The provider's default discounts become exactly these. */
  async setDiscounts(id: number, discounts: ProviderDiscount[]): Promise<void> {
    await this.db.sql.exec(`DELETE FROM activity_provider_discounts WHERE provider_id = $1`, [id]);
    if (discounts.length === 0) return;
    await this.db.sql.exec(
      `INSERT INTO activity_provider_discounts (provider_id, kind, name, percent)
       SELECT $1, d.kind, d.name, d.percent FROM unnest($2::smallint[], $3::text[], $4::numeric[]) AS d (kind, name, percent)`,
      [id, discounts.map((d) => d.kind), discounts.map((d) => d.name), discounts.map((d) => d.percent)],
    );
  }

  async remove(id: number): Promise<void> {
    await this.db.sql.exec(`DELETE FROM activity_providers WHERE id = $1`, [id]);
  }

  /** Clears the error status; answers whether the provider exists. */
  async resetError(id: number): Promise<boolean> {
    const changed = await this.db.sql.exec(`UPDATE activity_providers SET error_message = NULL, error_at = NULL WHERE id = $1`, [
      id,
    ]);
    return changed > 0;
  }

  discounts(providerId: number): Promise<ProviderDiscountRow[]> {
    return this.db.sql.many<ProviderDiscountRow>(
      `SELECT id, kind, name, percent::float8 AS percent FROM activity_provider_discounts WHERE provider_id = $1
        ORDER BY kind, name ${BG}, id`,
      [providerId],
    );
  }

  kindergartensWithActivities(query: KindergartensWithActivitiesQuery): Promise<PagedResult<KindergartenWithActivitiesRow>> {
    return pagedQuery<KindergartenWithActivitiesRow>(this.db.manager, kindergartensWithActivitiesSelect(query), query);
  }
}
