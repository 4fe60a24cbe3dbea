// npm test's jest order (jest.suite.mjs): the groups of API specs first. jest runs the longest files first when it has
// their times from an earlier run, and otherwise the largest; a group's file is four lines, so on a fresh clone (CI)
// the six longest jobs of the run would start last and leave one worker finishing alone.
import imported from '@jest/test-sequencer';

// The package's ESM entry exports the class itself; its types describe the CommonJS module around it.
const Sequencer = /** @type {typeof import('@jest/test-sequencer').default} */ (/** @type {unknown} */ (imported));

export default class GroupsFirst extends Sequencer {
  /**
   * @override
   * @param {import('@jest/test-result').Test[]} tests
   */
  sort(tests) {
    const sorted = /** @type {import('@jest/test-result').Test[]} */ (super.sort(tests));
    const isGroup = (/** @type {import('@jest/test-result').Test} */ test) => test.path.endsWith('.group.mjs');
    return [...sorted.filter(isGroup), ...sorted.filter((test) => !isGroup(test))];
  }
}
