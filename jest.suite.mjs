// npm test's jest (tools/test.mjs): jest.config.mjs, with the API's e2e spec files run in groups that share one
// import of the API (apps/api/test/spec-groups.mjs); a spec that must run alone is a test file of its own.
import base from './jest.config.mjs';
import { specGroups } from './apps/api/test/spec-groups.mjs';

const apiSpecs = ['<rootDir>/apps/api/test/groups/*.group.mjs', ...specGroups().alone];
export default {
  ...base,
  testSequencer: '<rootDir>/apps/api/test/sequencer.mjs',
  projects: base.projects.map((project) => (project.displayName === 'api' ? { ...project, testMatch: apiSpecs } : project)),
};
