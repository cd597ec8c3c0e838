import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SigningPage } from '@/features/signatures/pages/signing-page';
import { conflictReply, recordReply } from '@/test/api-replies';
import { renderApp } from '@/test/auth-test-harness';
import { fakeNetworkPerTest, json, sentBody } from '@/test/fake-fetch';
import { signingView } from '@/test/signature-fixtures';

const viewPath = '/api/public/sign/tok-123';
const codePath = `${viewPath}/code`;
const signPath = `${viewPath}/sign`;

const network = fakeNetworkPerTest();

const renderPage = () => renderApp({ path: '/en/sign/tok-123', routes: { 'sign/:token': <SigningPage /> } });

const consentBox = () =>
  screen.getByRole('checkbox', { name: 'I have read the documents and agree to sign them electronically' });

describe('SigningPage', () => {
  it('does show the documents but keep signing disabled, with the opening time, before the delay is over', async () => {
    network.on('GET', viewPath, recordReply(signingView({ signingOpen: false, blockedBy: 'not_open_yet' })));
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Sign your documents', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Courtage Demo')).toBeInTheDocument();
    expect(
      screen.getByText(/^Hello Louise Bernard, here are the documents of your application/),
    ).toHaveTextContent('Hello Louise Bernard, here are the documents of your application V-2026-000123');
    expect(screen.getByRole('status')).toHaveTextContent(
      /^You can sign from Mar 4, 2026, .+\. You can already read/,
    );
    expect(screen.getByRole('link', { name: 'SEPA direct-debit mandate' })).toHaveAttribute(
      'href',
      '/api/public/sign/tok-123/documents/f0000000-0000-4000-8000-000000000004',
    );
    expect(consentBox()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send me a code' })).toBeDisabled();
    // Public: no session check, no staff call.
    expect(network.calls.map((call) => call.path)).toEqual([viewPath]);
  });

  it('does say signing opens after the call while the call is still open', async () => {
    network.on('GET', viewPath, recordReply(signingView({ signingOpen: false, blockedBy: 'call_open' })));
    renderPage();
    expect(
      await screen.findByText('Signing opens once your call with your adviser has ended.'),
    ).toBeInTheDocument();
    expect(consentBox()).toBeDisabled();
  });

  it('does sign with the consent and the texted code, then say the documents are signed', async () => {
    const user = userEvent.setup();
    network
      .on('GET', viewPath, recordReply(signingView()))
      .on('POST', codePath, recordReply({ expiresAt: '2026-03-04T11:05:00.000Z' }))
      .on('POST', signPath, recordReply({ status: 'signed' }));
    renderPage();

    const send = await screen.findByRole('button', { name: 'Send me a code' });
    expect(send).toBeDisabled();
    await user.click(consentBox());
    network.on(
      'GET',
      viewPath,
      recordReply(signingView({ status: 'signed', signedAt: '2026-03-04T11:01:00.000Z' })),
    );
    await user.click(send);
    await sentBody(network, 'POST', codePath);

    const code = await screen.findByLabelText('Code received by SMS');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await user.type(code, '12a34567');
    expect(code).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Sign' }));

    expect(await sentBody(network, 'POST', signPath)).toEqual({ code: '123456', consent: true });
    expect(await screen.findByText(/^Your documents were signed on Mar 4, 2026/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign' })).not.toBeInTheDocument();
  });

  it('does say how many tries are left after a wrong code, and ask for a new code once locked', async () => {
    const user = userEvent.setup();
    network
      .on('GET', viewPath, recordReply(signingView()))
      .on('POST', codePath, recordReply({ expiresAt: '2026-03-04T11:05:00.000Z' }))
      .on(
        'POST',
        signPath,
        conflictReply(signPath, 'CODE_INVALID', 'Wrong code', { remaining: 3 }),
        conflictReply(signPath, 'CODE_LOCKED', 'Locked'),
      );
    renderPage();
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    await user.type(await screen.findByLabelText('Code received by SMS'), '000000');
    await user.click(screen.getByRole('button', { name: 'Sign' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong code. Tries left: 3.');
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    expect(await screen.findByText('Too many wrong codes. Ask for a new one.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send me a code' })).toBeEnabled();
    expect(screen.queryByLabelText('Code received by SMS')).not.toBeInTheDocument();
  });

  it('does decline with the typed reason, before the delay too, then show the request as declined', async () => {
    const user = userEvent.setup();
    network
      .on('GET', viewPath, recordReply(signingView({ signingOpen: false, blockedBy: 'not_open_yet' })))
      .on('POST', `${viewPath}/decline`, recordReply({ status: 'declined' }));
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'I do not wish to sign' }));
    await user.type(screen.getByLabelText('Reason (optional)'), '  Too expensive ');
    network.on('GET', viewPath, recordReply(signingView({ status: 'declined', signingOpen: false })));
    await user.click(screen.getByRole('button', { name: 'Decline to sign' }));

    expect(await sentBody(network, 'POST', `${viewPath}/decline`)).toEqual({ reason: 'Too expensive' });
    expect(
      await screen.findByText(
        'You declined to sign these documents. Contact your adviser if you change your mind.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'I do not wish to sign' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('does fold the decline form again on Back, sending nothing', async () => {
    const user = userEvent.setup();
    network.on('GET', viewPath, recordReply(signingView()));
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'I do not wish to sign' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.queryByLabelText('Reason (optional)')).not.toBeInTheDocument();
    expect(network.callsTo('POST', `${viewPath}/decline`)).toHaveLength(0);
  });

  it('does show a request already signed without any form', async () => {
    network.on(
      'GET',
      viewPath,
      recordReply(
        signingView({ status: 'signed', signingOpen: false, signedAt: '2026-03-04T11:01:00.000Z' }),
      ),
    );
    renderPage();
    expect(await screen.findByText(/^Your documents were signed on/)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('does say the link is not valid when the server does not know it', async () => {
    network.on(
      'GET',
      viewPath,
      json(404, { statusCode: 404, error: 'Not Found', code: 'NOT_FOUND', message: 'x', path: viewPath }),
    );
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('This signing link is not valid. Check the link in your message.'),
    ).toBeInTheDocument();
  });
});
