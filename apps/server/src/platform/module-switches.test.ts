import { describe, expect, it, vi } from 'vitest';
import { createModuleSwitches } from './module-switches.ts';

const setup = (initial: string[]) => {
  let stored = new Set(initial);
  let clock = 0;
  const load = vi.fn(async () => new Set(stored));
  const switches = createModuleSwitches({ load, ttlMs: 5_000, now: () => clock });
  return {
    switches,
    load,
    store: (modules: string[]) => {
      stored = new Set(modules);
    },
    advance: (ms: number) => {
      clock += ms;
    },
  };
};

describe('createModuleSwitches', () => {
  it('reads the table once while the copy is fresh', async () => {
    const { switches, load } = setup(['EmailModule']);
    expect(await switches.isEnabled('EmailModule')).toBe(false);
    expect(await switches.isEnabled('UserModule')).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shares one read between concurrent callers', async () => {
    const { switches, load } = setup([]);
    await Promise.all([switches.disabledModules(), switches.disabledModules(), switches.isEnabled('X')]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('sees a change made elsewhere only after the TTL', async () => {
    const { switches, store, advance } = setup([]);
    expect(await switches.isEnabled('EmailModule')).toBe(true);
    store(['EmailModule']);
    advance(4_999);
    expect(await switches.isEnabled('EmailModule')).toBe(true);
    advance(1);
    expect(await switches.isEnabled('EmailModule')).toBe(false);
  });

  it('sees a change at once when this instance invalidates', async () => {
    const { switches, store } = setup([]);
    expect(await switches.isEnabled('EmailModule')).toBe(true);
    store(['EmailModule']);
    switches.invalidate();
    expect(await switches.isEnabled('EmailModule')).toBe(false);
  });

  it('does not keep a read that an invalidation overtook', async () => {
    const { switches, store, load } = setup([]);
    const stale = switches.disabledModules();
    store(['EmailModule']);
    switches.invalidate();
    expect(await stale).toEqual(new Set());
    expect(await switches.isEnabled('EmailModule')).toBe(false);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
