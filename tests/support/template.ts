/**
 * Where this jest run's seeded template lives. tests/support/global-setup.mjs names the run (TEST_TEMPLATE_ID, its
 * process id) before any test file starts, so two jest runs at once on one machine keep separate templates.
 */
const id = () => process.env.TEST_TEMPLATE_ID ?? "0";

export function pgliteTemplateDir(): string {
  return `.data/test-template-${id()}/pglite`;
}

export function templateDatabase(base: string): string {
  return `${base}_sf_template_${id()}`;
}
