import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../api/errors';
import { withFormNames } from './form-names';

const refused = {
  error: {
    status: 400,
    data: {
      statusCode: 400,
      message: 'Невалидни данни.',
      errors: { audience: ['Изберете към кого.'], title: ['Задължително.'] },
    },
  },
} as const;

describe('withFormNames', () => {
  it("renames a 400 answer's fields and keeps its message", () => {
    const renamed = withFormNames(refused, (name) => (name === 'audience' ? 'target' : name));
    expect(fieldErrors(renamed.error)).toEqual({ target: ['Изберете към кого.'], title: ['Задължително.'] });
    expect((renamed.error.data as { message: string }).message).toBe('Невалидни данни.');
  });

  it('leaves a success and an answer without field messages as they are', () => {
    const saved: { data: { entityId: number }; error?: undefined } = { data: { entityId: 1 } };
    expect(withFormNames(saved, () => 'x')).toBe(saved);
    const conflict = { error: { status: 409, data: { statusCode: 409, message: 'Конфликт.' } } };
    expect(withFormNames(conflict, () => 'x')).toBe(conflict);
  });
});
