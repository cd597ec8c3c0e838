import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SignaturesPage } from '@/features/signatures/pages/signatures-page';
import { listReply, recordReply, refusalReply } from '@/test/api-replies';
import { fakeNetworkPerTest, sentBody } from '@/test/fake-fetch';
import { installSignedInFetch, renderSignedInPage } from '@/test/page-harness';
import { rowWith } from '@/test/row-actions';
import { signedInWith } from '@/test/sale-page-fixtures';
import { docSaleId, signatureRequest, signedRequest } from '@/test/signature-fixtures';

const request = signatureRequest();
const {
  documents: _documents,
  events: _events,
  evidenceUrl: _evidence,
  signingLink: _link,
  ...summary
} = request;
const detailPath = `/api/signatures/${request.id}`;

const network = fakeNetworkPerTest(() =>
  installSignedInFetch(signedInWith(['SignatureModule:signatures:read', 'SignatureModule:signatures:create']))
    .on('GET', '/api/signatures', listReply([summary]))
    .on('GET', detailPath, recordReply(request)),
);

const renderPage = (path = '/en/signatures') => renderSignedInPage(path, <SignaturesPage />);

const openDrawer = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await rowWith('Louise Bernard'));
  return screen.findByRole('dialog', { name: 'Signature of sale V-2026-000123' });
};

describe('SignaturesPage', () => {
  it('does list each request with its status, signer, sale and dates, and filter by the status tab', async () => {
    const user = userEvent.setup();
    renderPage();
    const row = await rowWith('Louise Bernard');
    expect(within(row).getByText('Sent')).toBeInTheDocument();
    expect(within(row).getByText('+33 6 ** ** ** 78')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'V-2026-000123' })).toHaveAttribute(
      'href',
      `/en/ventes/${docSaleId}`,
    );
    expect(
      within(row)
        .getAllByRole('time')
        .map((time) => time.getAttribute('datetime')),
    ).toEqual([request.sentAt, request.opensAt]);

    await user.click(screen.getByRole('tab', { name: 'Signed' }));
    await waitFor(() =>
      expect(network.callsTo('GET', '/api/signatures').at(-1)?.url).toContain('status=signed'),
    );
  });

  it('does show the documents with shortened hashes, the timeline and the link in the drawer', async () => {
    const user = userEvent.setup();
    renderPage();
    const drawer = await openDrawer(user);
    expect(await within(drawer).findByText('abcdef01…99887766')).toHaveAttribute(
      'title',
      request.documents[0]?.sha256Before,
    );
    expect(within(drawer).getByRole('link', { name: 'Open the original Quote' })).toHaveAttribute(
      'href',
      request.documents[0]?.url,
    );
    expect(within(drawer).queryByRole('link', { name: 'Open the sealed Quote' })).not.toBeInTheDocument();
    expect(within(drawer).getByText('Link sent')).toBeInTheDocument();
    expect(within(drawer).getByText('203.0.113.7')).toBeInTheDocument();
    expect(within(drawer).getByRole('textbox', { name: 'Signing link' })).toHaveValue(request.signingLink);
    expect(within(drawer).queryByRole('link', { name: 'Download the evidence' })).not.toBeInTheDocument();
  });

  it('does send the link again with the version and say so when "Send again" is pressed', async () => {
    const user = userEvent.setup();
    network.on('POST', `${detailPath}/resend`, recordReply({ ...request, version: 3 }));
    renderPage();
    const drawer = await openDrawer(user);
    await user.click(await within(drawer).findByRole('button', { name: 'Send again' }));
    expect(await sentBody(network, 'POST', `${detailPath}/resend`)).toEqual({ version: 2 });
    expect(await screen.findByText('The link was sent again to Louise Bernard.')).toBeInTheDocument();
  });

  it('does cancel the request after confirming, and say why when the server refuses', async () => {
    const user = userEvent.setup();
    network.on(
      'POST',
      `${detailPath}/cancel`,
      refusalReply(409, `${detailPath}/cancel`, {
        code: 'CONFLICT',
        message: 'The request is no longer active.',
      }),
      recordReply({ ...request, status: 'cancelled', signingLink: null, version: 3 }),
    );
    renderPage();
    const drawer = await openDrawer(user);

    await user.click(await within(drawer).findByRole('button', { name: 'Cancel the request' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Cancel the signature of sale V-2026-000123?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel the request' }));
    expect(await sentBody(network, 'POST', `${detailPath}/cancel`)).toEqual({ version: 2 });
    // The server's English text is never shown: the translated meaning of the refusal is.
    expect(
      await screen.findByText('This record was changed by someone else. Reload and try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('The request is no longer active.')).not.toBeInTheDocument();

    await user.click(await within(drawer).findByRole('button', { name: 'Cancel the request' }));
    const again = await screen.findByRole('alertdialog');
    await user.click(within(again).getByRole('button', { name: 'Cancel the request' }));
    expect(await screen.findByText('The signature of sale V-2026-000123 was cancelled.')).toBeInTheDocument();
  });

  it('does offer the evidence and the sealed copies, and no action, once signed', async () => {
    const user = userEvent.setup();
    const signed = signedRequest();
    network.on('GET', detailPath, recordReply(signed));
    renderPage();
    const drawer = await openDrawer(user);
    expect(await within(drawer).findByRole('link', { name: 'Download the evidence' })).toHaveAttribute(
      'href',
      signed.evidenceUrl,
    );
    expect(within(drawer).getByRole('link', { name: 'Open the sealed Quote' })).toHaveAttribute(
      'href',
      signed.documents[0]?.sealedUrl,
    );
    expect(within(drawer).getByText('fedcba98…11223344')).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Send again' })).not.toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Cancel the request' })).not.toBeInTheDocument();
  });
});
