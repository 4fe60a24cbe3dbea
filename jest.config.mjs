// jest in ESM mode (NestJS 12 is ESM-only): run with NODE_OPTIONS=--experimental-vm-modules.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'es6' },
  },
];
const shared = {
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': swc },
  moduleNameMapper: {
    '^@kg/contracts$': '<rootDir>/libs/contracts/src/index.ts',
    '^@kg/migrations$': '<rootDir>/migrations/index.ts',
    '^@kg/api/hot-paths$': '<rootDir>/apps/api/src/hot-paths.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  rootDir: '.',
  // The tests' one clock (KG_CLOCK_SHIFT_DAYS=365 runs them a year ahead): tools/lib/clock.mjs.
  setupFiles: ['<rootDir>/apps/api/test/clock-setup.ts'],
};

export default {
  // A global option (a project's own testTimeout is ignored): the API tests' hooks start an app and build data.
  testTimeout: 30000,
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testMatch: ['<rootDir>/libs/**/*.spec.ts', '<rootDir>/apps/api/src/**/*.spec.ts', '<rootDir>/tools/**/*.spec.ts'],
      testPathIgnorePatterns: ['/node_modules/', '/dist/', '\\.e2e\\.spec\\.ts$'],
    },
    {
      ...shared,
      displayName: 'api',
      testMatch: ['<rootDir>/apps/api/src/**/*.e2e.spec.ts'],
      globalSetup: '<rootDir>/apps/api/test/global-setup.ts',
      globalTeardown: '<rootDir>/apps/api/test/global-teardown.ts',
    },
  ],
};
