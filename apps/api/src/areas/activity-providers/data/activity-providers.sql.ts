import type { ActivityProviderListQuery, KindergartensWithActivitiesQuery } from '@kg/contracts';
import { type PagedSelect, SqlConditions } from '../../../platform/database/paged-query.js';
import { containsPattern, likeEscaped } from '../../../platform/database/like.js';
import { NAME_ORDER, TOWN } from '../../kindergartens/data/kindergartens.sql.js';

export const BG = 'COLLATE "bg-BG-x-icu"';

/**
 * The additional authenticated data a provider's sealed ePay secret is bound to (platform/secrets): the column and the
 * row, so a sealed value copied to another provider does not open. Whoever opens the secret (the ePay notifications,
 * issue 17) passes the same.
 */
export const epaySecretPurpose = (providerId: number): string => `activity_providers.epay_secret:${providerId}`;

/** What every reader of the list sees: the company and how many kindergartens it works in (of those the reader reads). */
const COMPANY_COLUMNS = `p.id, p.name, p.eik, p.vat_registered AS "vatRegistered", p.contact_name AS "contactName",
  p.phone, p.email,
  (SELECT count(*)::int FROM activity_provider_kindergartens pk WHERE pk.provider_id = p.id) AS "kindergartensCount"`;

/** The master only: the ePay configuration bits and the error status. Never the secret. */
const EPAY_COLUMNS = `p.configuration_flags AS "configurationFlags", p.error_message AS "errorMessage", p.error_at AS "errorAt"`;

/**
 * The providers' list: the master every provider with its ePay status; a kindergarten member (`kindergartenId`) only
 * the providers working in that kindergarten, without the ePay columns. Search by name or ЕИК.
 */
export function providerListSelect(query: ActivityProviderListQuery, kindergartenId: number | null): PagedSelect {
  const where = new SqlConditions();
  if (kindergartenId !== null) {
    where.add(
      'EXISTS (SELECT 1 FROM activity_provider_kindergartens mine WHERE mine.provider_id = p.id AND mine.kindergarten_id = ?)',
      kindergartenId,
    );
  }
  if (query.search) {
    where.add('(p.name ILIKE ? OR p.eik LIKE ?)', containsPattern(query.search), `${likeEscaped(query.search)}%`);
  }
  return {
    select: kindergartenId === null ? `${COMPANY_COLUMNS}, ${EPAY_COLUMNS}` : COMPANY_COLUMNS,
    from: 'FROM activity_providers p',
    where,
    orderBy: { name: `p.name ${BG}`, createdAt: 'p.created_at' },
    defaultOrder: `p.name ${BG}, p.id`,
  };
}

/** One provider with its kindergartens (those the reader reads: row-level security) and its default discounts. */
export const PROVIDER_DETAILS = `SELECT p.id, p.name, p.eik, p.vat_registered AS "vatRegistered", p.address, p.iban,
    p.bank_name AS "bankName", p.contact_name AS "contactName", p.phone, p.email,
    p.epay_min AS "epayMin", p.epay_secret IS NOT NULL AS "hasSecret", p.configuration_flags AS "configurationFlags",
    p.notification_token AS "notificationToken", p.error_message AS "errorMessage", p.error_at AS "errorAt",
    coalesce((SELECT json_agg(json_build_object('id', k.id, 'name', k.name) ORDER BY k.name ${BG}, k.id)
                FROM activity_provider_kindergartens pk JOIN kindergartens k ON k.id = pk.kindergarten_id
               WHERE pk.provider_id = p.id), '[]'::json) AS kindergartens,
    coalesce((SELECT json_agg(json_build_object('id', d.id, 'kind', d.kind, 'name', d.name, 'percent', d.percent::float8)
                        ORDER BY d.kind, d.name ${BG}, d.id)
                FROM activity_provider_discounts d WHERE d.provider_id = p.id), '[]'::json) AS discounts
  FROM activity_providers p WHERE p.id = $1`;

/** The master's kindergartens with how many providers work in each and how many activities it has. */
export function kindergartensWithActivitiesSelect(query: KindergartensWithActivitiesQuery): PagedSelect {
  const providers = '(SELECT count(*)::int FROM activity_provider_kindergartens pk WHERE pk.kindergarten_id = k.id)';
  const activities = '(SELECT count(*)::int FROM activities a WHERE a.kindergarten_id = k.id)';
  const where = new SqlConditions().addIf(query.search && containsPattern(query.search), 'k.name ILIKE ?');
  if (query.onlyWithActivities) where.add(`(${providers} > 0 OR ${activities} > 0)`);
  return {
    select: `k.id, k.name, ${TOWN} AS town, ${providers} AS "providersCount", ${activities} AS "activitiesCount"`,
    from: 'FROM kindergartens k JOIN settlements s ON s.id = k.settlement_id',
    where,
    orderBy: {},
    defaultOrder: NAME_ORDER,
  };
}
