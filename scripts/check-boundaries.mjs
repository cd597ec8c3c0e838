// `npm run lint` and `npm test`: fails when an import crosses a boundary of docs/architecture.md, a module
// takes part in an import cycle, or a source file is longer than the limit.
import { checkBoundaries } from './boundaries/check-boundaries.mjs';
import { root } from './lib.mjs';

const violations = await checkBoundaries({ root });
for (const { rule, from, to } of violations) console.error(`${rule}: ${from} -> ${to}`);
if (violations.length > 0) {
  console.error(
    `\n${violations.length} boundary violation(s); the rules and their reasons: docs/architecture.md`,
  );
  process.exit(1);
}
console.log('Boundaries: no violation.');
