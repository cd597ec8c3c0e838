// The boundary check of docs/architecture.md: import rules (dependency-cruiser), the line limit and import
// cycles. `checkBoundaries({ root })` returns the violations; the CLI (scripts/check-boundaries.mjs) prints
// them and fails.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { cruise } from 'dependency-cruiser';
import { forbidden, lineLimitExempt, maxLines, oversizedUntilSplit } from './rules.mjs';

// Each app has its own `@/` (the `paths` of its tsconfig), so each is cruised on its own.
const scopes = [
  { folders: ['apps/web/src'], alias: 'apps/web/src' },
  { folders: ['apps/server/src', 'apps/server/bench'], alias: 'apps/server/src' },
  { folders: ['packages/shared/src'] },
];

const sourcePattern = /[.](ts|tsx|mts|mjs)$/;

const walk = (dir) =>
  readdirSync(dir).flatMap((entry) => {
    if (entry === 'node_modules' || entry === 'dist') return [];
    const full = join(dir, entry);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });

const importViolations = async (root) => {
  const violations = [];
  for (const scope of scopes) {
    const folders = scope.folders.filter((folder) => existsSync(join(root, folder)));
    if (folders.length === 0) continue;
    const { output } = await cruise(
      folders,
      {
        baseDir: root,
        validate: true,
        ruleSet: { forbidden },
        tsPreCompilationDeps: true,
        // packages/shared is cruised as its own scope.
        doNotFollow: { path: ['node_modules', '^packages/'] },
        exclude: { path: ['node_modules', '/dist/'] },
      },
      {
        extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'],
        conditionNames: ['import', 'default'],
        ...(scope.alias ? { alias: { '@': join(root, scope.alias) } } : {}),
      },
    );
    for (const violation of output.summary.violations) {
      const cycle = violation.cycle?.map((step) => step.name ?? step).join(' -> ');
      violations.push({
        rule: violation.rule.name,
        from: violation.from,
        to: cycle ? `${violation.to} (cycle: ${violation.from} -> ${cycle})` : violation.to,
      });
    }
  }
  return violations;
};

const lineViolations = (root) => {
  const violations = [];
  const folders = ['apps', 'packages', 'scripts', 'e2e'].filter((folder) => existsSync(join(root, folder)));
  for (const folder of folders) {
    for (const file of walk(join(root, folder))) {
      const path = relative(root, file).split('\\').join('/');
      if (!sourcePattern.test(path) || lineLimitExempt.some((pattern) => pattern.test(path))) continue;
      const lines = readFileSync(file, 'utf8').split('\n').length - 1;
      const allowed = oversizedUntilSplit.includes(path);
      if (lines > maxLines && !allowed) {
        violations.push({ rule: 'file-too-long', from: path, to: `${lines} lines (limit ${maxLines})` });
      } else if (lines <= maxLines && allowed) {
        violations.push({
          rule: 'stale-line-limit-exception',
          from: path,
          to: `now ${lines} lines: remove it from oversizedUntilSplit in scripts/boundaries/rules.mjs`,
        });
      }
    }
  }
  return violations;
};

export const checkBoundaries = async ({ root }) => [
  ...(await importViolations(root)),
  ...lineViolations(root),
];
