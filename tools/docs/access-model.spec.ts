import { readFileSync } from 'node:fs';
import { renderAccessModel } from './access-model.js';

describe('docs/access-model.md', () => {
  it('matches the access model in the contracts (regenerate with: npm run build && node tools/dist/docs/access-model.js)', () => {
    const page = readFileSync(new URL('../../docs/access-model.md', import.meta.url), 'utf8');
    expect(page).toBe(renderAccessModel());
  });

  it('numbers 75 resources', () => {
    expect(
      renderAccessModel()
        .split('\n')
        .filter((line) => /^\| \d+ \|/.test(line)),
    ).toHaveLength(75);
  });
});
