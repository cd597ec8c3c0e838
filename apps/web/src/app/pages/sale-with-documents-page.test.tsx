import type { PermissionKey, Sale } from '@brokerage/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SaleWithDocumentsPage } from '@/app/pages/sale-with-documents-page';
import { GammeCacheProvider } from '@/lib/insurance/gamme-cache/gamme-cache-provider';
import { RequireAuth } from '@/lib/session/require-auth';
import { listReply, recordReply } from '@/test/api-replies';
import { renderApp } from '@/test/auth-test-harness';
import { actudataGammes, providersResponse } from '@/test/catalogue-fixtures';
import { fakeNetworkPerTest, json, sentBody } from '@/test/fake-fetch';
import { installSignedInFetch } from '@/test/page-harness';
import { agentPermissions, quotedSale, saleCustomer, signedInWith } from '@/test/sale-page-fixtures';
import { documentLink, saleDocuments, signatureRequest } from '@/test/signature-fixtures';

const subscribed: Sale = { ...quotedSale(), status: 'subscribed', subscribedAt: '2026-03-03T09:00:00.000Z' };
const salePath = `/api/ventes/${subscribed.id}`;
const linksPath = `${salePath}/pdf-links`;
const byQuotePath = '/api/document-signature/document';
const everything: PermissionKey[] = [
  ...agentPermissions,
  'DocumentModule:documents:read',
  'DocumentModule:documents:create',
  'SignatureModule:signatures:read',
  'SignatureModule:signatures:create',
];

const network = fakeNetworkPerTest(() =>
  installSignedInFetch(signedInWith(everything))
    .on('GET', salePath, recordReply(subscribed))
    .on('GET', `/api/customers/${subscribed.customerId}/with-bank-details`, recordReply(saleCustomer))
    .on('GET', '/api/insurance/providers', json(200, providersResponse))
    .on('GET', '/api/insurance/providers/actudata/gammes', recordReply(actudataGammes))
    .on('GET', '/api/questions/provider/actudata/gamme/SANTE_SENIOR', recordReply([]))
    .on('GET', '/api/project-objectives', listReply([]))
    .on('GET', `${salePath}/labels`, recordReply({ questions: [], objectives: [] }))
    .on('GET', '/api/audit-log', listReply([]))
    .on('GET', linksPath, recordReply({ generating: false, documents: saleDocuments() }))
    .on('GET', byQuotePath, json(200, { data: null }))
    .on('GET', `${salePath}/recordings`, json(200, { data: [] })),
);

const renderPage = () =>
  renderApp({
    path: `/en/ventes/${subscribed.id}`,
    routes: {
      'ventes/:id': (
        <RequireAuth>
          <GammeCacheProvider>
            <SaleWithDocumentsPage />
          </GammeCacheProvider>
        </RequireAuth>
      ),
    },
  });

// Generous: the sale, then its sections, arrive in several round trips.
const section = (name: string) => screen.findByRole('region', { name }, { timeout: 5_000 });

describe('SaleWithDocumentsPage', () => {
  it('does list the current documents, each opening its PDF in a new tab', async () => {
    renderPage();
    const documents = await section('Documents');
    const mandate = await within(documents).findByRole('link', { name: 'Open SEPA direct-debit mandate' });
    expect(mandate).toHaveAttribute('href', saleDocuments()[3]?.url);
    expect(mandate).toHaveAttribute('target', '_blank');
    expect(within(documents).getAllByRole('link')).toHaveLength(5);
    expect(within(documents).getAllByText(/^Version 1 · 48 kB · /)).toHaveLength(5);
  });

  it('does queue new versions, say they are generating and ask again until they are ready', async () => {
    const user = userEvent.setup();
    const fresh = saleDocuments().map((document) => ({ ...document, version: 2 }));
    renderPage();
    const documents = await section('Documents');
    await within(documents).findAllByText(/^Version 1/);

    network
      .on('POST', `${salePath}/regenerate-pdfs`, json(202, { data: { generating: true } }))
      .on(
        'GET',
        linksPath,
        recordReply({ generating: true, documents: saleDocuments() }),
        recordReply({ generating: false, documents: fresh }),
      );
    await user.click(within(documents).getByRole('button', { name: 'Regenerate' }));

    expect(await within(documents).findByText('Generating the documents...')).toBeInTheDocument();
    expect(within(documents).getByRole('button', { name: 'Regenerate' })).toBeDisabled();
    // The 2-second poll brings the new versions.
    expect(await within(documents).findAllByText(/^Version 2/, {}, { timeout: 4_000 })).toHaveLength(5);
    expect(within(documents).queryByText('Generating the documents...')).not.toBeInTheDocument();
    expect(network.callsTo('POST', `${salePath}/regenerate-pdfs`)).toHaveLength(1);
  });

  it('does send the documents for signature, by SMS too when ticked, then show the request and its link', async () => {
    const user = userEvent.setup();
    const request = signatureRequest({ quoteHash: subscribed.quoteHash });
    network.on(
      'POST',
      '/api/document-signature/create-combined',
      json(201, {
        success: true,
        mainDocumentSignature: {
          id: request.id,
          status: 'sent',
          signatureLinks: [{ signerName: 'Louise Bernard', url: request.signingLink }],
        },
      }),
    );
    renderPage();
    const signature = await section('Signature');
    const send = await within(signature).findByRole('button', { name: 'Send for signature' });
    await waitFor(() => expect(send).toBeEnabled());

    network
      .on('GET', byQuotePath, json(200, { data: request }))
      .on('GET', salePath, recordReply({ ...subscribed, status: 'documents_sent', version: 5 }));
    await user.click(within(signature).getByRole('checkbox', { name: 'Also send the link by SMS' }));
    await user.click(send);

    expect(await sentBody(network, 'POST', '/api/document-signature/create-combined')).toEqual({
      venteId: subscribed.id,
      quoteHash: subscribed.quoteHash,
      sendSms: true,
    });
    expect(
      await screen.findByText('The documents of sale V-2026-000123 were sent for signature.'),
    ).toBeInTheDocument();
    expect(await within(signature).findByRole('textbox', { name: 'Signing link' })).toHaveValue(
      request.signingLink,
    );
    expect(within(signature).getByText('Sent')).toBeInTheDocument();
    expect(
      within(signature)
        .getAllByRole('time')
        .map((time) => time.getAttribute('datetime')),
    ).toEqual([request.sentAt, request.opensAt]);
    expect(within(signature).queryByRole('button', { name: 'Send for signature' })).not.toBeInTheDocument();
    expect(network.callsTo('GET', byQuotePath).at(-1)?.url).toContain('quoteHash=q-123');
  });

  it('does offer sending again after the request was cancelled, and never while one is active', async () => {
    network
      .on('GET', salePath, recordReply({ ...subscribed, status: 'documents_sent' }))
      .on(
        'GET',
        byQuotePath,
        json(200, { data: signatureRequest({ status: 'cancelled', signingLink: null }) }),
      );
    const { unmount } = renderPage();
    const signature = await section('Signature');
    expect(await within(signature).findByText('Cancelled')).toBeInTheDocument();
    expect(within(signature).getByRole('button', { name: 'Send for signature' })).toBeInTheDocument();
    unmount();

    network.on('GET', byQuotePath, json(200, { data: signatureRequest({ status: 'opened' }) }));
    renderPage();
    const active = await section('Signature');
    expect(await within(active).findByText('Opened')).toBeInTheDocument();
    expect(within(active).queryByRole('button', { name: 'Send for signature' })).not.toBeInTheDocument();
  });

  it('does not offer sending while a document is missing or being generated', async () => {
    network.on('GET', linksPath, recordReply({ generating: false, documents: [documentLink('quote', 1)] }));
    renderPage();
    const signature = await section('Signature');
    expect(
      await within(signature).findByText('Some documents are missing: regenerate them before sending.'),
    ).toBeInTheDocument();
    expect(within(signature).getByRole('button', { name: 'Send for signature' })).toBeDisabled();
  });

  it('does end an open call with the sale version when "End call" is pressed', async () => {
    const user = userEvent.setup();
    const inCall: Sale = { ...subscribed, callConsentAt: new Date(Date.now() - 10 * 60_000).toISOString() };
    const ended: Sale = { ...inCall, callEndedAt: new Date().toISOString(), version: 5 };
    network.on('GET', salePath, recordReply(inCall)).on('POST', `${salePath}/call/end`, recordReply(ended));
    renderPage();
    const call = await section('Call');
    const endCall = await within(call).findByRole('button', { name: 'End call' });
    network.on('GET', salePath, recordReply(ended));
    await user.click(endCall);

    expect(await sentBody(network, 'POST', `${salePath}/call/end`)).toEqual({ version: subscribed.version });
    expect(await screen.findByText('The call of sale V-2026-000123 is ended.')).toBeInTheDocument();
    expect(await within(call).findByText('Call ended')).toBeInTheDocument();
    expect(within(call).queryByRole('button', { name: 'End call' })).not.toBeInTheDocument();
  });

  it('does show neither section, nor End call for an old consent, to a role without those modules', async () => {
    network.on(
      'GET',
      '/api/auth/check-session',
      json(200, { authenticated: true, user: signedInWith(agentPermissions) }),
    );
    renderPage();
    await section('Call');
    expect(screen.queryByRole('region', { name: 'Documents' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Signature' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'End call' })).not.toBeInTheDocument();
    expect(network.callsTo('GET', linksPath)).toHaveLength(0);
  });

  it('does play the call recordings and upload a new one as multipart with the sale and the kind', async () => {
    const user = userEvent.setup();
    const recording = {
      id: 'f1000000-0000-4000-8000-000000000001',
      name: 'call.mp3',
      contentType: 'audio/mpeg',
      size: 812_000,
      uploadedBy: null,
      createdAt: '2026-03-02T09:15:00.000Z',
      downloadUrl: '/api/ventes/files/download/f1000000-0000-4000-8000-000000000001',
    };
    network.on('GET', `${salePath}/recordings`, json(200, { data: [recording] }));
    network.on('POST', '/api/ventes/files/upload', json(201, { data: { id: recording.id } }));
    renderPage();
    const recordings = await section('Call recordings');
    const audio = await within(recordings).findByLabelText('Recording call.mp3');
    expect(audio).toHaveAttribute('src', recording.downloadUrl);

    const file = new File([new Uint8Array([0x49, 0x44, 0x33])], 'second-call.mp3', { type: 'audio/mpeg' });
    await user.upload(within(recordings).getByLabelText('Upload a recording', { selector: 'input' }), file);
    const form = (await sentBody(network, 'POST', '/api/ventes/files/upload')) as FormData;
    expect(form.get('venteId')).toBe(subscribed.id);
    expect(form.get('kind')).toBe('recording');
    expect((form.get('file') as File).name).toBe('second-call.mp3');
    expect(await screen.findByText('Recording second-call.mp3 uploaded.')).toBeInTheDocument();
  });
});
