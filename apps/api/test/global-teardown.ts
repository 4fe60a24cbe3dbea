export default async function globalTeardown(): Promise<void> {
  const database = (globalThis as { __kgDatabase?: { stop: () => Promise<void> } }).__kgDatabase;
  await database?.stop();
}
