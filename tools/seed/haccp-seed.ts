/**
 * The demo's HACCP logs (docs/storage.md "HACCP"): in the kindergarten of the demo storekeeper (manciple@demo.test), for
 * the last five days up to today a morning temperature reading of „Хладилна камера“ (0–4 °C; one reading of the third
 * day above the range, so the flag shows), a cleaning of the kitchen, and on weekdays the lunch's food sample kept 48 h.
 * Written as the schema owner in the demo seed's transaction, as HaccpService writes them (the sample's time is Sofia's).
 */
interface Queryable {
  query<Row = Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: Row[] }>;
}

/** The readings, oldest day first: the third is outside 0–4 °C (a door left open), noted as such. */
const READINGS = ['3.0', '2.5', '5.5', '3.5', '2.0'];

export async function seedDemoHaccp(client: Queryable, today: string): Promise<void> {
  const found = await client.query<{ kindergartenId: number; userId: number; name: string; warehouseId: number | null }>(
    `SELECT ku.kindergarten_id AS "kindergartenId", u.id AS "userId", concat_ws(' ', u.first_name, u.last_name) AS name,
            (SELECT w.id FROM warehouses w WHERE w.kindergarten_id = ku.kindergarten_id AND w.name = 'Хладилна камера') AS "warehouseId"
       FROM users u JOIN kindergarten_users ku ON ku.user_id = u.id
      WHERE lower(u.email) = 'manciple@demo.test' ORDER BY ku.kindergarten_id LIMIT 1`,
  );
  const keeper = found.rows[0];
  if (!keeper?.warehouseId) return;
  const { kindergartenId: kg, userId, name, warehouseId } = keeper;
  const days = await client.query<{ day: string; weekday: number }>(
    `SELECT to_char(d, 'YYYY-MM-DD') AS day, extract(isodow FROM d)::int AS weekday
       FROM generate_series($1::date - 4, $1::date, interval '1 day') AS d ORDER BY d`,
    [today],
  );
  for (const [index, { day, weekday }] of days.rows.entries()) {
    const reading = READINGS[index]!;
    await client.query(
      `INSERT INTO haccp_log_entries (kindergarten_id, kind, entry_date, place, warehouse_id, temperature, chilled, recorded_by,
         note, created_by)
       VALUES ($1, 1, $2, 'Хладилна камера', $3, $4, true, $5, $6, $7)`,
      [
        kg,
        day,
        warehouseId,
        reading,
        name,
        reading === '5.5' ? 'Вратата е останала открехната; затворена в 8:10.' : null,
        userId,
      ],
    );
    await client.query(
      `INSERT INTO haccp_log_entries (kindergarten_id, kind, entry_date, place, description, recorded_by, created_by)
       VALUES ($1, 2, $2, 'Кухня', 'Измити и дезинфекцирани работни плотове, дъски и подове', $3, $4)`,
      [kg, day, name, userId],
    );
    if (weekday <= 5) {
      await client.query(
        `INSERT INTO haccp_log_entries (kindergarten_id, kind, entry_date, place, temperature, chilled, description, meal_type,
           taken_at, recorded_by, created_by)
         VALUES ($1, 3, $2, 'Хладилник за проби', 3.0, true, 'Проба от ястията на обяда', 3,
           ($2::date + time '12:15') AT TIME ZONE 'Europe/Sofia', $3, $4)`,
        [kg, day, name, userId],
      );
    }
  }
}
