/**
 * What the database lets one unit of work see and change (row-level security, migrations/tenancy.ts).
 */
export interface TenantScope {
  userId: number | null;
  /** The only kindergarten whose rows may be written; null writes nothing kindergarten-owned. */
  kindergartenId: number | null;
  /** Kindergartens whose rows may be read, besides the selected one. */
  readableKindergartenIds: number[];
  /** MON: reads every kindergarten, writes none. */
  readAll: boolean;
  /** Master administrator and system jobs: reads and writes every kindergarten. */
  allKindergartens: boolean;
  requestId?: string;
}

/** A scope that reads one kindergarten and writes none: a read of one of the user's other kindergartens. */
export const readOnlyScope = (userId: number, kindergartenId: number): TenantScope => ({
  userId,
  kindergartenId: null,
  readableKindergartenIds: [kindergartenId],
  readAll: false,
  allKindergartens: false,
});

const integer = (value: number | null): string => (value === null ? '' : String(Math.trunc(value)));

/** The statement that puts a transaction under a scope; values are integers only, so inlining is safe. */
export function scopeStatement(scope: TenantScope, appRole: string): string {
  const readable = [...new Set([scope.kindergartenId, ...scope.readableKindergartenIds])]
    .filter((id): id is number => id !== null)
    .map((id) => integer(id))
    .join(',');
  const requestId = (scope.requestId ?? '').replace(/[^A-Za-z0-9-]/g, '').slice(0, 64);
  return [
    `SET LOCAL ROLE ${appRole}`,
    `SELECT set_config('app.kindergarten_id', '${integer(scope.kindergartenId)}', true),
            set_config('app.readable_kindergartens', '${readable}', true),
            set_config('app.read_all', '${scope.readAll ? 'on' : 'off'}', true),
            set_config('app.all_kindergartens', '${scope.allKindergartens ? 'on' : 'off'}', true),
            set_config('app.user_id', '${integer(scope.userId)}', true),
            set_config('app.request_id', '${requestId}', true)`,
  ].join('; ');
}
