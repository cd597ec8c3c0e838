import { describe, expect, it } from 'vitest';
import {
  describeOrderedRecordContract,
  type OrderedRecordFamily,
  orderedRecordSuite,
} from '@/test/ordered-record-contract.ts';
import { crudKeys } from '@/test/record-fixtures.ts';

const objectives: OrderedRecordFamily = {
  path: '/api/project-objectives',
  entity: 'project-objective',
  nameField: 'label',
  permissions: crudKeys('ProjectObjectiveModule:project-objectives'),
  malformedCreate: { body: { label: 'X', active: 'yes', order: 1.5 }, fields: ['active', 'order'] },
  malformedUpdate: { body: { order: -3 }, field: 'order' },
};
const suite = orderedRecordSuite(objectives);
const { call } = suite;

interface ObjectiveBody {
  label: string;
}

describeOrderedRecordContract(objectives, suite);

describe('GET /api/project-objectives', () => {
  it('answers objectives by order, searched in labels and descriptions, filtered on activity and paged', async () => {
    await suite.create({ label: 'Objectif C', order: 300 });
    await suite.create({ label: 'Objectif A', order: 100 });
    await suite.create({ label: 'Objectif B', order: 200, active: false, description: 'retiré' });
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
});
