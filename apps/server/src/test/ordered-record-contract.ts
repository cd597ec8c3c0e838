import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '@/db/schema/index.ts';
import { UNKNOWN_ID } from '@/test/questionnaire-suite.ts';
import { type SignedInApp, signedInAppPerFile } from '@/test/signed-in-app.ts';

/** One family of ordered, activatable records (categories, project objectives), as its contract test sees it. */
export interface OrderedRecordFamily {
  /** e.g. '/api/project-objectives' */
  path: string;
  /** The audit entity the service writes, e.g. 'project-objective'. */
  entity: string;
  /** The unique, case-insensitive display field. */
  nameField: 'label' | 'name';
  permissions: string[];
  /** What a new record answers besides its name (a category's `questionCount: 0`). */
  createdWith?: Record<string, unknown>;
  /** A create body the schema refuses, and the fields it names. */
  malformedCreate: { body: object; fields: string[] };
  /** An update body the schema refuses, and the field it names. */
  malformedUpdate: { body: object; field: string };
}

export interface OrderedRecordSuite extends SignedInApp {
  /** POST, checked for 201; `Body` names the family's extra fields. */
  create: <Body extends object = Record<string, unknown>>(
    fields: Record<string, unknown>,
  ) => Promise<Body & { id: string; order: number }>;
  /** The record's audit entries. */
  auditOf: (entityId: string) => Promise<(typeof auditLog.$inferSelect)[]>;
}

/** One app per file, signed in with the family's permissions; the family's own tests use what it answers. */
export const orderedRecordSuite = (family: OrderedRecordFamily): OrderedRecordSuite => {
  const app = signedInAppPerFile(family.permissions);
  return Object.assign(app, {
    create: async (fields: Record<string, unknown>) => {
      const response = await app.call('POST', family.path, fields);
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data;
    },
    auditOf: (entityId: string) =>
      app.testApp.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, family.entity), eq(auditLog.entityId, entityId))),
  });
};

/**
 * The behaviour every ordered record family shares, checked the same way for each: creation at the end of
 * the list (trimmed, audited), the case-insensitive unique name (409 DUPLICATE), 400 naming the failing
 * fields, 404 for an unknown id, one audit entry per real change, and deletion.
 */
export const describeOrderedRecordContract = (family: OrderedRecordFamily, suite: OrderedRecordSuite) => {
  const { path, nameField } = family;
  const named = (name: string, fields: Record<string, unknown> = {}) =>
    suite.create({ [nameField]: name, ...fields });

  describe(`${path}: the ordered record contract`, () => {
    it('creates a record at the end of the list, trimmed, and records it', async () => {
      const first = await named('  Contrat premier ');
      expect(first).toMatchObject({
        [nameField]: 'Contrat premier',
        description: '',
        active: true,
        ...family.createdWith,
      });
      const second = await named('Contrat second');
      expect(second.order).toBe(first.order + 1);
      const entries = await suite.auditOf(first.id);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ action: 'create', actorId: suite.admin.user.id });
    });

    it(`answers 409 DUPLICATE when the ${nameField} is taken, whatever its case`, async () => {
      await named('Déjà là');
      const response = await suite.call('POST', path, { [nameField]: 'DÉJÀ LÀ' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'CONFLICT', details: { reason: 'DUPLICATE' } });
    });

    it('answers 400 with the failing fields when the body is empty or malformed', async () => {
      const fieldsOf = (response: { json: () => { details: { fields: { path: string }[] } } }) =>
        response
          .json()
          .details.fields.map((field) => field.path)
          .sort();
      const empty = await suite.call('POST', path, {});
      expect(empty.statusCode).toBe(400);
      expect(fieldsOf(empty)).toEqual([nameField]);
      const malformed = await suite.call('POST', path, family.malformedCreate.body);
      expect(malformed.statusCode).toBe(400);
      expect(fieldsOf(malformed)).toEqual([...family.malformedCreate.fields].sort());
    });

    it('answers one record, 404 for an unknown id and 400 naming id when it is not a UUID', async () => {
      const record = await named('Lecture seule');
      expect((await suite.call('GET', `${path}/${record.id}`)).json().data[nameField]).toBe('Lecture seule');
      expect((await suite.call('GET', `${path}/${UNKNOWN_ID}`)).statusCode).toBe(404);
      const malformed = await suite.call('GET', `${path}/1`);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().details.fields[0].path).toBe('id');
    });

    it('changes the given fields in one audit entry and writes nothing when nothing changes', async () => {
      const record = await named('Avant');
      const change = { [nameField]: 'Après', description: 'Décrite', active: false };
      const response = await suite.call('PUT', `${path}/${record.id}`, change);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject(change);
      await suite.call('PUT', `${path}/${record.id}`, change);
      const updates = (await suite.auditOf(record.id)).filter((entry) => entry.action === 'update');
      expect(updates).toHaveLength(1);
      expect(updates[0]?.changes).toEqual({
        [nameField]: { before: 'Avant', after: 'Après' },
        description: { before: '', after: 'Décrite' },
        active: { before: true, after: false },
      });
    });

    it(`answers 409 DUPLICATE for a taken ${nameField}, 404 for an unknown id and 400 for a bad body`, async () => {
      await named('Prise');
      const record = await named('Libre');
      const taken = await suite.call('PUT', `${path}/${record.id}`, { [nameField]: 'prise' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().details.reason).toBe('DUPLICATE');
      expect((await suite.call('PUT', `${path}/${UNKNOWN_ID}`, { [nameField]: 'Personne' })).statusCode).toBe(
        404,
      );
      const malformed = await suite.call('PUT', `${path}/${record.id}`, family.malformedUpdate.body);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().details.fields[0].path).toBe(family.malformedUpdate.field);
    });

    it('deletes a record and records it, and answers 404 for an unknown id', async () => {
      const record = await named('À supprimer');
      expect((await suite.call('DELETE', `${path}/${record.id}`)).statusCode).toBe(204);
      expect((await suite.call('GET', `${path}/${record.id}`)).statusCode).toBe(404);
      expect((await suite.auditOf(record.id)).map((entry) => entry.action).sort()).toEqual([
        'create',
        'delete',
      ]);
      expect((await suite.call('DELETE', `${path}/${record.id}`)).statusCode).toBe(404);
      expect((await suite.call('DELETE', `${path}/${UNKNOWN_ID}`)).statusCode).toBe(404);
    });
  });
};
