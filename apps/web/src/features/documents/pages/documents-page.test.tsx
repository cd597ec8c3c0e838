import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DocumentsPage } from '@/features/documents/pages/documents-page';
import { listReply } from '@/test/api-replies';
import { apiError, fakeNetworkPerTest } from '@/test/fake-fetch';
import { installSignedInFetch, renderSignedInPage } from '@/test/page-harness';
import { rowWith } from '@/test/row-actions';
import { signedInWith } from '@/test/sale-page-fixtures';
import { docSaleId, documentRecord } from '@/test/signature-fixtures';

const mandate = documentRecord({
  id: 'f0000000-0000-4000-8000-000000000009',
  kind: 'sepa_mandate',
  version: 2,
  size: 1_250_000,
  sealed: true,
  url: '/api/ventes/files/download/f2000000-0000-4000-8000-000000000009',
  customer: null,
});

const network = fakeNetworkPerTest(() =>
  installSignedInFetch(signedInWith(['DocumentModule:documents:read'])).on(
    'GET',
    '/api/documents',
    listReply([documentRecord(), mandate]),
  ),
);

const renderPage = (path = '/en/documents') => renderSignedInPage(path, <DocumentsPage />);

describe('DocumentsPage', () => {
  it('does list each document with its sale, customer, version, size, seal and a link that opens the PDF', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Documents', level: 1 })).toBeInTheDocument();

    const quote = await rowWith('Louise Bernard');
    expect(within(quote).getByRole('link', { name: 'V-2026-000123' })).toHaveAttribute(
      'href',
      `/en/ventes/${docSaleId}`,
    );
    expect(within(quote).getByText('Louise Bernard')).toBeInTheDocument();
    expect(within(quote).getByText('48 kB')).toBeInTheDocument();
    expect(within(quote).queryByText('Sealed')).not.toBeInTheDocument();
    const open = within(quote).getByRole('link', { name: 'Open Quote of sale V-2026-000123' });
    expect(open).toHaveAttribute('href', documentRecord().url);
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', 'noopener noreferrer');

    const sealed = (
      await screen.findByRole('link', { name: 'Open SEPA direct-debit mandate of sale V-2026-000123' })
    ).closest('tr') as HTMLElement;
    expect(within(sealed).getByText('Sealed')).toBeInTheDocument();
    expect(within(sealed).getByText('1.3 MB')).toBeInTheDocument();
    expect(within(sealed).getByText('2')).toBeInTheDocument();
  });

  it('does ask the newest first and send the kind, day range and search to the server when they are chosen', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('Louise Bernard');
    expect(network.callsTo('GET', '/api/documents')[0]?.url).toContain('sort=createdAt&order=desc');

    await user.selectOptions(screen.getByLabelText('Document'), 'Advice document');
    await user.type(screen.getByLabelText('From'), '2026-03-01');
    await user.type(screen.getByLabelText('To'), '2026-03-31');
    await user.type(screen.getByRole('searchbox'), 'Bernard');

    await waitFor(() => {
      const last = new URL(network.callsTo('GET', '/api/documents').at(-1)?.url ?? '', 'http://localhost');
      expect(last.searchParams.get('kind')).toBe('advice');
      expect(last.searchParams.get('from')).toBe('2026-03-01');
      expect(last.searchParams.get('to')).toBe('2026-03-31');
      expect(last.searchParams.get('search')).toBe('Bernard');
    });
  });

  it('does show Permission Denied and nothing else when the role may not read documents', async () => {
    network.on(
      'GET',
      '/api/documents',
      apiError(403, 'FORBIDDEN', 'Missing DocumentModule:documents:read', '/api/documents'),
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Permission Denied' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
