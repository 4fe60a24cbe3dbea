import type { FormRule } from 'antd';
import type { z } from 'zod';

/**
 * An antd form rule that checks a field with its contract schema, so the form and the API apply the same rule
 * and show the same Bulgarian message (the contracts configure zod with the messages of spec 1 §5).
 */
export function zodRule(schema: z.ZodType): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = await schema.safeParseAsync(value ?? '');
      if (!result.success) throw new Error(result.error.issues[0]?.message);
    },
  };
}
