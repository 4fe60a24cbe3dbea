// One group of the API's e2e spec files, run by npm test as one jest test file (apps/api/test/spec-groups.mjs).
import { groupOf, runGroup } from '../spec-groups.mjs';

await runGroup(groupOf(import.meta.url));
