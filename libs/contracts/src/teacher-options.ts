import { z } from 'zod';

/** GET /api/Teachers/for-kindergarten: the selected kindergarten's staff, for pickers (a group's teachers). */
export const teacherOptionSchema = z.object({
  id: z.number().int(),
  /** First, middle and last name. */
  name: z.string(),
  occupation: z.string(),
  isPedagogical: z.boolean(),
});
export type TeacherOption = z.infer<typeof teacherOptionSchema>;
