/** Jest runs the TypeScript sources as ESM (`npm test` sets --experimental-vm-modules). */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.json', diagnostics: false }]
  },
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  // No lookup of a made-up name may leave the machine (see the file).
  setupFiles: ['<rootDir>/test/support/dns-guard.cjs'],
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  setupFilesAfterEnv: ['<rootDir>/test/support/quiet-stdout.ts'],
  testTimeout: 60000,
  maxWorkers: 2
}
