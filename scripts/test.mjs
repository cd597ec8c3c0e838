// `npm test`: every check, in the order that fails fastest. Chromium is required, never skipped.
import { bin, chromiumPath, ensureWebBuild, run } from './lib.mjs';

const steps = [
  ['Lint and format', () => run(bin('biome'), ['check', '.'])],
  ['Boundaries (docs/architecture.md)', () => run('node', ['scripts/check-boundaries.mjs'])],
  ['Type check', () => run('node', ['scripts/typecheck.mjs'])],
  ['OpenAPI document (Redocly lint, typed client)', () => run('node', ['scripts/check-openapi.mjs'])],
  ['Unit and integration tests', () => run(bin('vitest'), ['run'])],
  ['Production build', () => ensureWebBuild({ force: true })],
  [
    'Production start on PostgreSQL',
    // Needs a PostgreSQL server: CI (.ci/run) always sets TEST_DATABASE_URL; without one the step says so.
    () =>
      process.env.TEST_DATABASE_URL
        ? run('node', ['scripts/check-production-start.mjs'])
        : console.log('skipped: TEST_DATABASE_URL is not set'),
  ],
  [
    'End-to-end tests in Chromium',
    () => {
      const executable = chromiumPath();
      if (!executable) {
        throw new Error(
          'No Chromium found for the end-to-end tests. Install it (Debian: `apt-get install chromium`) or set CHROMIUM_PATH.',
        );
      }
      return run('npm', ['run', 'test', '-w', '@brokerage/e2e'], {
        env: { ...process.env, CHROMIUM_PATH: executable },
      });
    },
  ],
  // Last, so an over-budget build still gets the end-to-end verdict first.
  ['Bundle size budgets', () => run('node', ['scripts/check-bundle-size.mjs'])],
];

for (const [name, step] of steps) {
  console.log(`\n=== ${name} ===`);
  try {
    await step();
  } catch (error) {
    console.error(`\n${name} failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
console.log('\nAll checks passed.');
