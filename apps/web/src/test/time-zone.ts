// The time zone of the process running the tests (Node applies a change of TZ at once). The web's types do not
// include Node's, so the process is reached through globalThis.
const env = (globalThis as unknown as { process: { env: Record<string, string | undefined> } }).process.env;

/** Sets the zone the test's dates are read in (e.g. 'America/New_York'; undefined = the machine's) and returns the previous one. */
export function setTimeZone(zone: string | undefined): string | undefined {
  const previous = env.TZ;
  if (zone === undefined) delete env.TZ;
  else env.TZ = zone;
  return previous;
}
