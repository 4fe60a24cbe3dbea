import { SqlConditions } from './paged-query.js';

describe('SqlConditions', () => {
  it('numbers parameters in the order the conditions are added and skips empty filters', () => {
    const where = new SqlConditions()
      .addIf('Иван', 'first_name = ?')
      .addIf(undefined, 'last_name = ?')
      .addIf('', 'phone = ?')
      .add('birth_date BETWEEN ? AND ?', '2022-01-01', '2022-12-31');
    expect(where.sql).toBe('WHERE first_name = $1 AND birth_date BETWEEN $2 AND $3');
    expect(where.params).toEqual(['Иван', '2022-01-01', '2022-12-31']);
  });

  it('is empty when nothing is filtered', () => {
    expect(new SqlConditions().addIf(null, 'x = ?').sql).toBe('');
  });
});
