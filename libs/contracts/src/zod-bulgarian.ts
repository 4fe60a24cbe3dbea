import { z } from 'zod';
import { validationMessages as m } from './validation-messages.js';

type Issue = z.core.$ZodRawIssue;

/** The Bulgarian message of a zod issue: spec 1 §5's generic messages. */
export function bulgarianMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || issue.input === '') return m.required;
      if (issue.expected === 'number' || issue.expected === 'int') return m.integer;
      if (issue.expected === 'date') return m.date;
      return 'Невалидна стойност.';
    case 'too_small': {
      const minimum = Number(issue.minimum);
      if (issue.origin === 'string') return minimum <= 1 ? m.required : m.min(minimum);
      if (issue.origin === 'array' || issue.origin === 'set') return minimum <= 1 ? m.required : `Изберете поне ${minimum}.`;
      if (issue.origin === 'date') return m.date;
      return minimum === 0 && !issue.inclusive ? m.positive : m.min_value(minimum);
    }
    case 'too_big': {
      const maximum = Number(issue.maximum);
      if (issue.origin === 'string') return m.max(maximum);
      if (issue.origin === 'array' || issue.origin === 'set') return `Изберете най-много ${maximum}.`;
      if (issue.origin === 'date') return m.date;
      return m.max_value(maximum);
    }
    case 'invalid_format':
      if (issue.format === 'email') return m.email;
      if (issue.format === 'date' || issue.format === 'datetime') return m.date;
      return 'Невалиден формат.';
    case 'not_multiple_of':
      return m.integer;
    case 'invalid_value':
      return 'Изберете една от позволените стойности.';
    case 'unrecognized_keys':
      return `Непознато поле: ${issue.keys.join(', ')}.`;
    default:
      return 'Невалидна стойност.';
  }
}

z.config({ customError: (issue) => bulgarianMessage(issue) });
