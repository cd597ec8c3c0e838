import { describe, expect, it } from 'vitest';
import { describeChange, formatAuditValue } from '@/lib/audit-log/components/format-change';

describe('describeChange', () => {
  it('does list added and removed items when both sides are lists', () => {
    expect(describeChange(['a', 'b'], ['b', 'c'])).toEqual({ kind: 'list', added: ['c'], removed: ['a'] });
    expect(describeChange(null, ['x'])).toEqual({ kind: 'list', added: ['x'], removed: [] });
  });

  it('does show before and after, empty as null, when values are plain', () => {
    expect(describeChange('active', 'disabled')).toEqual({
      kind: 'values',
      before: 'active',
      after: 'disabled',
    });
    expect(describeChange('', null)).toEqual({ kind: 'values', before: null, after: null });
    expect(formatAuditValue({ a: 1 })).toBe('{"a":1}');
    expect(formatAuditValue(false)).toBe('false');
  });
});
