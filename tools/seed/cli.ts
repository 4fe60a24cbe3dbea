/**
 * Seeds the demo data into `DATABASE_URL` (already migrated: the caller runs the migrations) when it has
 * no kindergarten yet: `node tools/dist/seed/cli.js`.
 */
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './demo.js';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  process.stderr.write('DATABASE_URL is not set.\n');
  process.exit(2);
}

const print = (line: string): void => void process.stdout.write(`${line}\n`);
try {
  const { seeded } = await seedDemo(databaseUrl, print);
  if (seeded) {
    print(`Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const account of DEMO_ACCOUNTS) print(`  ${account.email.padEnd(24)} ${account.role}`);
  }
} catch (error) {
  process.stderr.write(
    `Seeding the demo data failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exitCode = 1;
}
