import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@/db/schema/index.ts';
import { signInWithPermissions } from '@/test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '@/test/build-app.ts';
import { callerFor, crudKeys } from '@/test/record-fixtures.ts';

let t: TestApp;
let admin: { cookie: string; user: { id: string } };

const ZERO_ID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInWithPermissions(t, [...crudKeys('ProjectObjectiveModule:project-objectives')]);
});
afterAll(() => t.close());

const call = callerFor(() => ({ testApp: t, cookie: admin.cookie }));

interface ObjectiveBody {
  id: string;
  label: string;
  order: number;
}

const createObjective = async (fields: {
  label: string;
  order?: number;
  active?: boolean;
  description?: string;
}) => {
  const response = await call('POST', '/api/project-objectives', fields);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as ObjectiveBody;
};

const auditOf = (entityId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'project-objective'), eq(auditLog.entityId, entityId)));

describe('POST /api/project-objectives', () => {
  it('creates an objective at the end of the list and records it', async () => {
    const first = await createObjective({ label: '  Réduire ma cotisation ' });
    expect(first).toMatchObject({ label: 'Réduire ma cotisation', description: '', active: true });
    const second = await createObjective({ label: 'Améliorer mes remboursements dentaires' });
    expect(second.order).toBe(first.order + 1);
    const entries = await auditOf(first.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'create', actorId: admin.user.id });
  });

  it('answers 409 DUPLICATE when the label is taken, whatever its case', async () => {
    await createObjective({ label: 'Souscrire un premier contrat' });
    const response = await call('POST', '/api/project-objectives', { label: 'SOUSCRIRE UN PREMIER CONTRAT' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CONFLICT', details: { reason: 'DUPLICATE' } });
  });

  it('answers 400 with the failing fields when the body is empty or malformed', async () => {
    const empty = await call('POST', '/api/project-objectives', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details.fields.map((field: { path: string }) => field.path)).toEqual(['label']);
    const malformed = await call('POST', '/api/project-objectives', {
      label: 'X',
      active: 'yes',
      order: 1.5,
    });
    expect(malformed.statusCode).toBe(400);
    expect(
      malformed
        .json()
        .details.fields.map((field: { path: string }) => field.path)
        .sort(),
    ).toEqual(['active', 'order']);
  });
});

describe('GET /api/project-objectives', () => {
  it('answers objectives by order, searched, filtered on activity and paged', async () => {
    await createObjective({ label: 'Objectif C', order: 300 });
    await createObjective({ label: 'Objectif A', order: 100 });
    await createObjective({ label: 'Objectif B', order: 200, active: false, description: 'retiré' });
    const response = await call('GET', '/api/project-objectives?search=objectif');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(response.json().data.map((objective: ObjectiveBody) => objective.label)).toEqual([
      'Objectif A',
      'Objectif B',
      'Objectif C',
    ]);
    const active = await call(
      'GET',
      '/api/project-objectives?search=objectif&active=true&sort=label&order=desc',
    );
    expect(active.json().data.map((objective: ObjectiveBody) => objective.label)).toEqual([
      'Objectif C',
      'Objectif A',
    ]);
    const described = await call('GET', '/api/project-objectives?search=retiré');
    expect(described.json()).toMatchObject({ total: 1, data: [{ label: 'Objectif B' }] });
    const paged = await call('GET', '/api/project-objectives?search=objectif&pageSize=1&page=3');
    expect(paged.json()).toMatchObject({ total: 3, page: 3, data: [{ label: 'Objectif C' }] });
  });

  it('answers one objective, 404 for an unknown id and 400 naming id when it is not a UUID', async () => {
    const objective = await createObjective({ label: 'Lecture seule' });
    expect((await call('GET', `/api/project-objectives/${objective.id}`)).json().data.label).toBe(
      'Lecture seule',
    );
    expect((await call('GET', `/api/project-objectives/${ZERO_ID}`)).statusCode).toBe(404);
    const malformed = await call('GET', '/api/project-objectives/1');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().details.fields[0].path).toBe('id');
  });
});

describe('PUT /api/project-objectives/{id}', () => {
  it('changes the given fields in one audit entry and writes nothing when nothing changes', async () => {
    const objective = await createObjective({ label: 'Avant' });
    const response = await call('PUT', `/api/project-objectives/${objective.id}`, {
      label: 'Après',
      active: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ label: 'Après', active: false });
    await call('PUT', `/api/project-objectives/${objective.id}`, { label: 'Après', active: false });
    const updates = (await auditOf(objective.id)).filter((entry) => entry.action === 'update');
    expect(updates).toHaveLength(1);
    expect(updates[0]?.changes).toEqual({
      label: { before: 'Avant', after: 'Après' },
      active: { before: true, after: false },
    });
  });

  it('answers 409 DUPLICATE for a taken label, 404 for an unknown id and 400 for a bad body', async () => {
    await createObjective({ label: 'Déjà pris' });
    const objective = await createObjective({ label: 'Encore libre' });
    const taken = await call('PUT', `/api/project-objectives/${objective.id}`, { label: 'déjà pris' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().details.reason).toBe('DUPLICATE');
    expect((await call('PUT', `/api/project-objectives/${ZERO_ID}`, { label: 'Personne' })).statusCode).toBe(
      404,
    );
    const malformed = await call('PUT', `/api/project-objectives/${objective.id}`, { order: -3 });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().details.fields[0].path).toBe('order');
  });
});

describe('DELETE /api/project-objectives/{id}', () => {
  it('deletes an objective and records it, and answers 404 for an unknown id', async () => {
    const objective = await createObjective({ label: 'À supprimer' });
    expect((await call('DELETE', `/api/project-objectives/${objective.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/project-objectives/${objective.id}`)).statusCode).toBe(404);
    expect((await auditOf(objective.id)).map((entry) => entry.action).sort()).toEqual(['create', 'delete']);
    expect((await call('DELETE', `/api/project-objectives/${objective.id}`)).statusCode).toBe(404);
  });
});
