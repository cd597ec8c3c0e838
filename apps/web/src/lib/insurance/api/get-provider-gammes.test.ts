import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getProviderGammes, readGammeList } from '@/lib/insurance/api/get-provider-gammes';
import { recordReply } from '@/test/api-replies';
import { apiError, fakeNetworkPerTest } from '@/test/fake-fetch';

const senior = { code: 'SANTE_SENIOR', name: 'Santé Senior' };

describe('readGammeList', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    warn.mockRestore();
  });

  it('does read the list under data when the body carries it there', () => {
    expect(readGammeList({ data: [senior] }, 'actudata')).toEqual([senior]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('does read the body itself when it is the list', () => {
    expect(readGammeList([senior], 'actudata')).toEqual([senior]);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['an object without a list', { items: [senior] }],
    ['null', null],
    ['a string', 'oops'],
    ['a nested object', { data: { data: 'x' } }],
  ])('does log and answer [] when the body is %s', (_label, body) => {
    expect(readGammeList(body, 'actudata')).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Unexpected product lines response'), body);
  });

  it('does drop entries without a code or a name and log them', () => {
    expect(readGammeList({ data: [senior, { code: 'X' }, 'Y', null] }, 'actudata')).toEqual([senior]);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('getProviderGammes', () => {
  const network = fakeNetworkPerTest();

  it('does call the provider path with API paths when asked for them', async () => {
    network.on('GET', '/api/insurance/providers/actudata/gammes', recordReply([senior]));

    expect(await getProviderGammes('actudata', { includeApiPaths: true })).toEqual([senior]);
    expect(network.calls[0]?.url).toContain('includeApiPaths=true');
  });

  it('does reject with the server message when the provider type is unknown', async () => {
    network.on(
      'GET',
      '/api/insurance/providers/nope/gammes',
      apiError(404, 'NOT_FOUND', 'Provider type not found.'),
    );

    await expect(getProviderGammes('nope')).rejects.toMatchObject({
      status: 404,
      message: 'Provider type not found.',
    });
  });
});
