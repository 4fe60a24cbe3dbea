import { readerSeesSql } from '../../communication/data/audience.sql.js';

export const SOFIA = `'Europe/Sofia'`;
const utc = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
const day = (column: string) => `to_char(${column} AT TIME ZONE ${SOFIA}, 'YYYY-MM-DD')`;

/** An event as the calendar shows it, read through its audience. Parameters $1 … $4 are the reader (readerParams); $5 the kindergarten. */
export const EVENT_SELECT = `
  SELECT e.id, e.title, e.description, e.all_day AS "allDay",
         CASE WHEN e.all_day THEN ${day('e.starts_at')} ELSE ${utc('e.starts_at')} END AS "fromDate",
         CASE WHEN e.all_day THEN ${day('e.ends_at')} ELSE ${utc('e.ends_at')} END AS "toDate",
         e.audience, e.class_ids AS "classIds", e.user_ids AS "userIds",
         json_build_object('id', u.id, 'name', concat_ws(' ', u.first_name, u.last_name)) AS "createdBy",
         EXISTS (SELECT 1 FROM event_seen s WHERE s.user_id = $1 AND s.event_id = e.id) AS "seenByCurrentUser",
         e.created_by AS "authorId"
    FROM events e JOIN users u ON u.id = e.created_by
   WHERE e.kindergarten_id = $5 AND ${readerSeesSql('e', 1)}`;

/** A stored moment of an event's body: the Sofia midnight of a day for an all-day event. */
export const MOMENT = (param: string, allDay: string) =>
  `CASE WHEN ${allDay} THEN (${param}::text::date)::timestamp AT TIME ZONE ${SOFIA} ELSE ${param}::text::timestamptz END`;
