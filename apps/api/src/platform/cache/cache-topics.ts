/**
 * Every table whose rows a cached answer of each topic reads, with the trigger function that bumps the topic's data
 * version when a row changes (migrations/1795300023000-DataVersions.ts and its followers). An answer is served from
 * VersionedCache only while ALL the tables it reads are here: a table missing its trigger would keep a stale answer.
 * `cache-topics.e2e.spec.ts` checks this registry against the database's triggers, both ways.
 *
 * A new cached answer that reads another table adds it here AND a migration that creates its trigger.
 */
export const cacheTopicTables = {
  attendance: {
    class_teachers: 'data_version_row_changed',
    classes: 'data_version_row_changed',
    family_absence_limits: 'data_version_row_changed',
    guest_placements: 'data_version_row_changed',
    kindergarten_days_off: 'data_version_row_changed',
    kindergarten_periods: 'data_version_row_changed',
    kindergartens: 'data_version_kindergarten_changed',
    module_locks: 'data_version_row_changed',
    national_days_off: 'data_version_national_changed',
    parents: 'data_version_row_changed',
    student_attendance_requests: 'data_version_row_changed',
    student_attendances: 'data_version_cell_written data_version_row_changed',
    student_classes: 'data_version_row_changed',
    student_medical_notes: 'data_version_row_changed',
    student_parents: 'data_version_row_changed',
    students: 'data_version_student_changed',
    teachers: 'data_version_row_changed',
  },
  communication: {
    board_notice_seen: 'data_version_row_changed',
    board_notices: 'data_version_row_changed',
    class_teachers: 'data_version_row_changed',
    event_seen: 'data_version_row_changed',
    events: 'data_version_row_changed',
    message_recipients: 'data_version_row_changed',
    message_replies: 'data_version_row_changed',
    messages: 'data_version_row_changed',
    parents: 'data_version_row_changed',
    poll_recipients: 'data_version_row_changed',
    polls: 'data_version_row_changed',
    student_classes: 'data_version_row_changed',
    student_parents: 'data_version_row_changed',
    teachers: 'data_version_row_changed',
    users: 'data_version_user_renamed',
  },
  staff: {
    teacher_attendances: 'data_version_row_changed',
    teacher_meals: 'data_version_row_changed',
    teacher_substitution_days: 'data_version_substitution_changed',
    teacher_substitutions: 'data_version_substitution_changed',
    teachers: 'data_version_row_changed',
  },
} as const satisfies Record<string, Readonly<Record<string, string>>>;

/** Topics of the data versions: one per family of answers, each bumped by the triggers of the tables it reads. */
export type DataTopic = keyof typeof cacheTopicTables;
