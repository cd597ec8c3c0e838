import { rmSync } from 'node:fs';
import { seedBenchData } from './bench/seed.ts';
const dir = '/tmp/dash-pglite-bench/pglite';
rmSync('/tmp/dash-pglite-bench', { recursive: true, force: true });
const t = Date.now();
const result = await seedBenchData({ dataDir: dir }, { withSales: true });
console.log(JSON.stringify(result), Math.round((Date.now() - t) / 1000), 's');
