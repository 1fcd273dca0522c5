import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

const shared = {
  moduleNameMapper: {
    "^server-only$": "<rootDir>/tests/support/empty-module.ts",
    "^@/(.*)$": "<rootDir>/$1",
  },
  testPathIgnorePatterns: ["/node_modules/", "/.next/", "/e2e/"],
};

const unit = await createJestConfig({
  ...shared,
  displayName: "unit",
  testEnvironment: "node",
  testMatch: ["<rootDir>/tests/unit/**/*.test.ts", "<rootDir>/tests/unit/**/*.test.tsx"],
})();

const withDatabase = {
  ...shared,
  testEnvironment: "node",
  setupFiles: ["<rootDir>/tests/support/integration-env.ts"],
  setupFilesAfterEnv: ["<rootDir>/tests/support/integration-db.ts", "<rootDir>/tests/support/pg-overlap-guard.ts"],
  globalSetup: "<rootDir>/tests/support/global-setup.mjs",
  globalTeardown: "<rootDir>/tests/support/global-teardown.mjs",
};

const integration = await createJestConfig({
  ...withDatabase,
  displayName: "integration",
  testMatch: ["<rootDir>/tests/integration/**/*.test.ts"],
})();

/** Heavy proofs (fuzzing, races, load): `npm run test:hardening`, run by CI separately from `npm test`. */
const hardening = await createJestConfig({
  ...withDatabase,
  displayName: "hardening",
  testMatch: ["<rootDir>/tests/hardening/**/*.test.ts"],
})();

/** @type {import('jest').Config} */
const config = {
  projects: [unit, integration, hardening],
  testTimeout: 60000,
};

export default config;
