/** The parts of the links sent by e-mail, checked before anything is asked of the server. */

/** A positive integer id from the path, or null. */
export function positiveId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** A one-time token from the path (the contracts accept 10 to 200 characters), or null. */
export function linkToken(value: string | undefined): string | null {
  return value && value.length >= 10 && value.length <= 200 ? value : null;
}
