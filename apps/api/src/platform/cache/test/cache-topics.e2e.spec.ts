import { startTestApp, type TestApp } from '../../../../test/harness.js';
import { cacheTopicTables } from '../cache-topics.js';

describe('cache topics: the registry of the tables each cached answer reads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('names exactly the tables whose triggers bump each topic, with the function of each', async () => {
    const { rows } = await t.db.query<{ table: string; fn: string; args: string }>(
      `SELECT c.relname AS table, p.proname AS fn, encode(t.tgargs, 'escape') AS args
         FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_proc p ON p.oid = t.tgfoid
        WHERE p.proname LIKE 'data_version\\_%' AND NOT t.tgisinternal`,
    );
    const inDatabase: Record<string, Record<string, string>> = {};
    for (const row of rows) {
      const topic = row.args.split('\\000')[0];
      const functions = new Set([...(inDatabase[topic]?.[row.table]?.split(' ') ?? []), row.fn]);
      (inDatabase[topic] ??= {})[row.table] = [...functions].sort().join(' ');
    }
    expect(inDatabase).toEqual(cacheTopicTables);
  });
});
