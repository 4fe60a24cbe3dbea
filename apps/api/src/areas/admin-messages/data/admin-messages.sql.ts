import { AdminMessageAudience } from '@kg/contracts';

/** A moment as the screens show it: Sofia wall-clock time, ISO without an offset. */
export const sofiaMoment = (column: string): string =>
  `to_char(${column} AT TIME ZONE 'Europe/Sofia', 'YYYY-MM-DD"T"HH24:MI:SS')`;

/** A moment in UTC, ISO with `Z`. */
export const utcMoment = (column: string): string => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/**
 * Is message `m` addressed to the user `me` (a row of users)? Membership is computed on read: "all users", the active
 * members of the chosen kindergartens (optionally only in `m.roles`), or the chosen users.
 */
export const ADDRESSED_TO_ME = `(
  (m.audience = ${AdminMessageAudience.AllUsers} AND (m.roles IS NULL OR me.national_role = ANY (m.roles) OR EXISTS (
    SELECT 1 FROM kindergarten_users ku WHERE ku.user_id = me.id AND ku.is_active AND ku.role = ANY (m.roles))))
  OR (m.audience = ${AdminMessageAudience.Kindergartens} AND EXISTS (
    SELECT 1 FROM admin_message_kindergartens mk
      JOIN kindergarten_users ku ON ku.kindergarten_id = mk.kindergarten_id AND ku.user_id = me.id AND ku.is_active
     WHERE mk.message_id = m.id AND (m.roles IS NULL OR ku.role = ANY (m.roles))))
  OR (m.audience = ${AdminMessageAudience.Users} AND EXISTS (
    SELECT 1 FROM admin_message_users mu WHERE mu.message_id = m.id AND mu.user_id = me.id))
)`;

/** A maintenance notice (alias mm) in force now: started (or no start) and not ended. */
export const IN_FORCE = `(mm.valid_from IS NULL OR mm.valid_from <= now()) AND (mm.valid_to IS NULL OR mm.valid_to > now())`;

/** The columns of a maintenance notice as pushed. */
export const NOTICE = `mm.id, mm.content, mm.title`;
