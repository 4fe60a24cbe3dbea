/**
 * The demo's activity types and providers (docs/activities.md "Providers and activity types"): five types and two
 * providers working in both demo kindergartens — „Танцова школа Хоро“ ООД fully configured with a demo КИН and a
 * demo ePay secret (DEMO ONLY: published here and in the docs), „Спортен клуб Шампион“ with no ePay set-up.
 * Written as the schema owner in the demo seed's transaction (tools/seed/demo.ts).
 *
 * Whoever seeds demo activities finds the providers by ЕИК (`DEMO_PROVIDERS.*.eik`, `demoProviderIds`) and the types
 * by name (`DEMO_ACTIVITY_TYPES`, `demoActivityTypeIds`).
 */
import { createCipheriv, randomBytes } from 'node:crypto';
import { PaymentProviderConfigurationFlags as Flags, ProviderDiscountKind } from '@kg/contracts';

/** What the seed needs of a connection: `pg.Client` or the seed's own wrapper. */
interface Queryable {
  query<Row = Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: Row[] }>;
}

export const DEMO_ACTIVITY_TYPES = ['Народни танци', 'Футбол', 'Английски език', 'Рисуване', 'Плуване'] as const;

/** The demo ePay merchant of „Хоро“: a made-up КИН and secret, for the demo only (never a real merchant's). */
export const DEMO_EPAY = { min: '8460012345', secret: 'DEMO-ONLY-epay-secret-Horo-2026' } as const;

export const DEMO_PROVIDERS = {
  horo: {
    name: '„Танцова школа Хоро“ ООД',
    eik: '204691033',
    vatRegistered: true,
    address: 'гр. Пловдив, ул. „Капитан Райчо“ 15',
    iban: 'BG20UNCR70001523456781',
    bankName: 'УниКредит Булбанк',
    contactName: 'Десислава Маринова',
    phone: '+359 888 123 456',
    email: 'horo@demo.test',
    discounts: [
      { kind: ProviderDiscountKind.Siblings, name: 'Второ дете от семейството', percent: 10 },
      { kind: ProviderDiscountKind.SpecialEducationalNeeds, name: 'Дете със СОП', percent: 50 },
    ],
  },
  champion: {
    name: '„Спортен клуб Шампион“',
    eik: '204691040',
    vatRegistered: false,
    address: 'гр. Варна, бул. „Княз Борис I“ 40',
    iban: 'BG59STSA93000024681357',
    bankName: 'Банка ДСК',
    contactName: 'Стоян Колев',
    phone: '+359 887 654 321',
    email: 'champion@demo.test',
    discounts: [{ kind: ProviderDiscountKind.Siblings, name: 'Братя и сестри', percent: 15 }],
  },
} as const;

/**
 * The development key of apps/api/src/platform/secrets (DEV_SECRETS_KEY), used when KG_SECRETS_KEY is not set; the
 * sealing below is the same format as `sealSecret` there (AES-256-GCM: version 1, IV, tag, ciphertext; the purpose as
 * AAD). apps/api/src/areas/activity-providers/test checks that the API opens what this writes.
 */
const DEV_SECRETS_KEY = 'ZGV2LW9ubHkta2V5LWRvLW5vdC11c2UtaW4tcHJvZCE=';

function seal(plaintext: string, purpose: string): Buffer {
  const key = Buffer.from(process.env.KG_SECRETS_KEY || DEV_SECRETS_KEY, 'base64');
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(purpose, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([Buffer.from([1]), iv, cipher.getAuthTag(), ciphertext]);
}

/** Writes the types and the providers; the providers work in every kindergarten that is not a branch. */
export async function seedDemoActivityProviders(db: Queryable): Promise<void> {
  await db.query(`INSERT INTO activity_types (name) SELECT unnest($1::text[]) ON CONFLICT ((lower(name))) DO NOTHING`, [
    [...DEMO_ACTIVITY_TYPES],
  ]);
  const { rows: kindergartens } = await db.query<{ id: number }>(
    `SELECT id FROM kindergartens WHERE mother_kindergarten_id IS NULL ORDER BY id`,
  );
  for (const [key, provider] of Object.entries(DEMO_PROVIDERS)) {
    const configured = key === 'horo';
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO activity_providers (name, eik, vat_registered, address, iban, bank_name, contact_name, phone, email,
                                       epay_min, configuration_flags)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       ON CONFLICT (eik) DO NOTHING RETURNING id`,
      [
        provider.name,
        provider.eik,
        provider.vatRegistered,
        provider.address,
        provider.iban,
        provider.bankName,
        provider.contactName,
        provider.phone,
        provider.email,
        configured ? DEMO_EPAY.min : null,
        configured ? Flags.EPayIdSet | Flags.EPaySecretSet : Flags.NotConfigured,
      ],
    );
    if (!rows.length) continue;
    const id = rows[0].id;
    if (configured) {
      // The purpose is the API's epaySecretPurpose(id) (areas/activity-providers/data/activity-providers.sql.ts).
      await db.query(`UPDATE activity_providers SET epay_secret = $2 WHERE id = $1`, [
        id,
        seal(DEMO_EPAY.secret, `activity_providers.epay_secret:${id}`),
      ]);
    }
    await db.query(`INSERT INTO activity_provider_kindergartens (provider_id, kindergarten_id) SELECT $1, unnest($2::int[])`, [
      id,
      kindergartens.map((row) => row.id),
    ]);
    await db.query(
      `INSERT INTO activity_provider_discounts (provider_id, kind, name, percent)
       SELECT $1, d.kind, d.name, d.percent FROM unnest($2::smallint[], $3::text[], $4::numeric[]) AS d (kind, name, percent)`,
      [
        id,
        provider.discounts.map((d) => d.kind),
        provider.discounts.map((d) => d.name),
        provider.discounts.map((d) => d.percent),
      ],
    );
  }
}

/** The demo providers' ids, looked up by ЕИК: `{ horo, champion }`. */
export async function demoProviderIds(db: Queryable): Promise<Record<keyof typeof DEMO_PROVIDERS, number>> {
  const { rows } = await db.query<{ id: number; eik: string }>(`SELECT id, eik FROM activity_providers WHERE eik = ANY($1)`, [
    [DEMO_PROVIDERS.horo.eik, DEMO_PROVIDERS.champion.eik],
  ]);
  const idOf = (eik: string): number => {
    const row = rows.find((candidate) => candidate.eik === eik);
    if (!row) throw new Error(`Demo data: no provider with ЕИК ${eik}; seedDemoActivityProviders runs first.`);
    return row.id;
  };
  return { horo: idOf(DEMO_PROVIDERS.horo.eik), champion: idOf(DEMO_PROVIDERS.champion.eik) };
}

/** The demo activity types' ids by name. */
export async function demoActivityTypeIds(db: Queryable): Promise<Record<(typeof DEMO_ACTIVITY_TYPES)[number], number>> {
  const { rows } = await db.query<{ id: number; name: string }>(`SELECT id, name FROM activity_types WHERE name = ANY($1)`, [
    [...DEMO_ACTIVITY_TYPES],
  ]);
  return Object.fromEntries(rows.map((row) => [row.name, row.id])) as Record<(typeof DEMO_ACTIVITY_TYPES)[number], number>;
}
