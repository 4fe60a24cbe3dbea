// npm test's jest (tools/test.mjs): jest.config.mjs, with the API's e2e spec files run in groups that share one
// import of the API (apps/api/test/spec-groups.mjs); a spec that must run alone is a test file of its own.
import base from './jest.config.mjs';
import { specGroups } from './apps/api/test/spec-groups.mjs';

const apiSpecs = ['<rootDir>/apps/api/test/groups/*.group.mjs', ...specGroups().alone];
export default {
  ...base,
  testSequencer: '<rootDir>/apps/api/test/sequencer.mjs',
  // A worker told to end exits by itself once its event loop is empty; jest kills it after this long and warns "a
  // worker process has failed to exit gracefully". With the browser tests beside it on two cores, a worker holding a
  // whole imported API took longer than jest's 500 ms (the warning came only in such runs; run alone, a trace of every
  // handle and timer found nothing left open when the workers ended, 26.11.2026). A real leak still shows after 5 s.
  workerGracefulExitTimeout: 5_000,
  projects: base.projects.map((project) => (project.displayName === 'api' ? { ...project, testMatch: apiSpecs } : project)),
};
