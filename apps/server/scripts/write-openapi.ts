// Writes the API's OpenAPI document to the file named by the first argument: the app built in-process on an
// in-memory database, exactly as the tests build it, so no server or network is needed.
import { writeFile } from 'node:fs/promises';
import { buildTestApp } from '../src/test/build-app.ts';

const target = process.argv[2];
if (!target) throw new Error('usage: tsx scripts/write-openapi.ts <output.json>');
const { app, close } = await buildTestApp();
try {
  const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  if (response.statusCode !== 200) throw new Error(`/api/openapi.json answered ${response.statusCode}`);
  await writeFile(target, JSON.stringify(response.json(), null, 2));
} finally {
  await close();
}
