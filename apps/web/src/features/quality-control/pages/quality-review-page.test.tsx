import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { QualityReviewPage } from '@/features/quality-control/pages/quality-review-page';
import { RequireAuth } from '@/lib/session/require-auth';
import { listReply, recordReply, refusalReply } from '@/test/api-replies';
import { renderApp } from '@/test/auth-test-harness';
import { fakeNetworkPerTest, json, sentBody } from '@/test/fake-fetch';
import { installSignedInFetch } from '@/test/page-harness';
import { contractId, openReview, reviewDetail, reviewer, saleId, signedInAs } from '@/test/quality-fixtures';
import { quotedSale } from '@/test/sale-page-fixtures';

const reviewPath = `/api/quality-control/${saleId}`;
const decisionPath = `${reviewPath}/decision`;
const writeResult = (saleStatus: string, contract: string | null = null) =>
  recordReply({
    review: openReview({ status: 'decided' }),
    saleStatus,
    saleVersion: 9,
    contractId: contract,
  });

const network = fakeNetworkPerTest(() =>
  installSignedInFetch(reviewer)
    .on('GET', reviewPath, recordReply(reviewDetail()))
    .on('GET', `/api/ventes/${saleId}`, recordReply({ ...quotedSale(), id: saleId }))
    .on('GET', `/api/ventes/${saleId}/labels`, recordReply({ questions: [], objectives: [] }))
    .on('GET', '/api/audit-log', listReply([])),
);

const renderPage = () =>
  renderApp({
    path: `/en/quality-control/${saleId}`,
    routes: {
      'quality-control/:saleId': (
        <RequireAuth>
          <QualityReviewPage />
        </RequireAuth>
      ),
    },
  });

const point = (name: RegExp) => screen.getByRole('group', { name });
const answer = async (user: ReturnType<typeof userEvent.setup>, name: RegExp, result: string) =>
  user.click(within(point(name)).getByLabelText(result));

describe('QualityReviewPage', () => {
  it('does play each recording in the page with seeking, and list the documents to open', async () => {
    renderPage();
    const recordings = await screen.findByRole('region', { name: 'Call recordings' });
    const audio = within(recordings).getByLabelText('Recording call-2026-03-01.mp3');
    expect(audio.tagName).toBe('AUDIO');
    expect(audio).toHaveAttribute('src', '/api/ventes/files/download/f1000000-0000-4000-8000-000000000001');
    expect(audio).toHaveAttribute('preload', 'metadata');
    expect(audio).toHaveAttribute('controls');
    expect(within(recordings).getByRole('button', { name: 'Forward 10 s' })).toBeInTheDocument();

    const documents = screen.getByRole('region', { name: 'Documents' });
    expect(within(documents).getByText('Signed')).toBeInTheDocument();
    expect(within(documents).getByRole('link', { name: /Open/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('region', { name: 'The sale' })).toHaveTextContent('Karim Haddad');
  });

  it('does keep Validate off with the reason until every required point passes, and a fail explained', async () => {
    const user = userEvent.setup();
    network.on('PUT', `${reviewPath}/checklist`, writeResult('quality_review'));
    renderPage();
    const validate = await screen.findByRole('button', { name: 'Validate' });
    expect(validate).toBeDisabled();
    const decision = screen.getByRole('region', { name: 'Decision' });
    expect(within(decision).getByText('Recording announced and consent given')).toBeInTheDocument();
    expect(within(decision).getByText('Identity confirmed')).toBeInTheDocument();

    await answer(user, /Recording announced/, 'Pass');
    await answer(user, /Identity confirmed/, 'Not applicable');
    expect(validate).toBeEnabled();

    await answer(user, /Needs read back/, 'Fail');
    expect(validate).toBeDisabled();
    expect(within(decision).getByText('Each failed point needs a comment first.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save the answers' }));
    expect(await screen.findByText('A failed point needs a comment.')).toBeInTheDocument();
    expect(network.callsTo('PUT', `${reviewPath}/checklist`)).toHaveLength(0);

    await user.type(within(point(/Needs read back/)).getByRole('textbox'), 'Not read back at all');
    expect(validate).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Save the answers' }));
    expect(await sentBody(network, 'PUT', `${reviewPath}/checklist`)).toEqual({
      version: 3,
      answers: [
        { key: 'recording_consent', result: 'pass', comment: null },
        { key: 'identity', result: 'not_applicable', comment: null },
        { key: 'needs_read_back', result: 'fail', comment: 'Not read back at all' },
      ],
    });
    expect(await screen.findByText('Answers saved.')).toBeInTheDocument();
  });

  it('does validate after confirmation with the answers and the review version, then link the contract', async () => {
    const user = userEvent.setup();
    network.on('POST', decisionPath, writeResult('contract', contractId));
    renderPage();
    await screen.findByRole('group', { name: /Recording announced/ });
    await answer(user, /Recording announced/, 'Pass');
    await answer(user, /Identity confirmed/, 'Pass');
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Validate sale V-2026-000123?' });
    const decided = reviewDetail({
      review: null,
      sale: { ...reviewDetail().sale, status: 'contract', contractId },
    });
    network.on('GET', reviewPath, recordReply(decided));
    await user.click(within(confirm).getByRole('button', { name: 'Validate' }));

    expect(await sentBody(network, 'POST', decisionPath)).toEqual({
      decision: 'validated',
      version: 3,
      answers: [
        { key: 'recording_consent', result: 'pass', comment: null },
        { key: 'identity', result: 'pass', comment: null },
      ],
    });
    expect(
      await screen.findByText('Sale V-2026-000123 validated: its contract is created.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Open the contract' })).toHaveAttribute(
      'href',
      `/en/contrats/${contractId}`,
    );
    expect(screen.getByText('Validated: the contract has been created.')).toBeInTheDocument();
  });

  it('does refuse to reject without reasons and an outcome, then send them', async () => {
    const user = userEvent.setup();
    network.on('POST', decisionPath, writeResult('rejected'));
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject sale V-2026-000123' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Choose at least one reason.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose what happens to the sale.')).toBeInTheDocument();

    await user.click(within(dialog).getByLabelText('Other'));
    await user.click(within(dialog).getByLabelText('Lost'));
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('The reason “Other” needs a comment.')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Identity not confirmed'));
    await user.type(within(dialog).getByLabelText('Comment'), 'The customer hung up');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(await sentBody(network, 'POST', decisionPath)).toEqual({
      decision: 'rejected',
      version: 3,
      answers: [],
      reasons: ['other', 'identity_not_confirmed'],
      outcome: 'lost',
      comment: 'The customer hung up',
    });
    expect(await screen.findByText('Sale V-2026-000123 rejected as lost.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('does ask the agent for a call-back with a due date and a note', async () => {
    const user = userEvent.setup();
    network.on('POST', decisionPath, writeResult('signed'));
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Ask for a call-back' }));
    const dialog = await screen.findByRole('dialog', { name: 'Call-back for sale V-2026-000123' });
    await user.click(within(dialog).getByLabelText('Guarantees or price not stated'));
    await user.click(within(dialog).getByRole('button', { name: 'Ask for the call-back' }));
    expect(within(dialog).getByText('Choose the day to call back by.')).toBeInTheDocument();
    expect(within(dialog).getByText('Write a note for the agent.')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Call back by'), '2026-03-10');
    await user.type(within(dialog).getByLabelText('Note for the agent'), 'State the price again');
    await user.click(within(dialog).getByRole('button', { name: 'Ask for the call-back' }));
    expect(await sentBody(network, 'POST', decisionPath)).toEqual({
      decision: 'rejected',
      version: 3,
      answers: [],
      reasons: ['price_not_stated'],
      outcome: 'call_back',
      callBackDueDate: '2026-03-10',
      callBackNote: 'State the price again',
    });
    expect(await screen.findByText('Call-back asked for sale V-2026-000123.')).toBeInTheDocument();
  });

  it('does open the conflict dialog when the review changed meanwhile, and reload it', async () => {
    const user = userEvent.setup();
    network.on(
      'POST',
      decisionPath,
      refusalReply(409, decisionPath, {
        code: 'STALE_WRITE',
        message: 'The review was changed by someone else.',
        details: { current: reviewDetail() },
      }),
    );
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject sale V-2026-000123' });
    await user.click(within(dialog).getByLabelText('Consent missing'));
    await user.click(within(dialog).getByLabelText('Back to the agent for correction'));
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    const conflict = await screen.findByTestId('stale-write-dialog');
    const reads = network.callsTo('GET', reviewPath).length;
    await user.click(within(conflict).getByRole('button', { name: /Reload/ }));
    await waitFor(() => expect(network.callsTo('GET', reviewPath).length).toBeGreaterThan(reads));
  });

  it('does translate a refusal, such as a review held by another reviewer', async () => {
    const user = userEvent.setup();
    network.on(
      'POST',
      decisionPath,
      refusalReply(409, decisionPath, {
        code: 'CONFLICT',
        message: 'Held by someone else.',
        details: { reason: 'REVIEW_HELD_BY_OTHER', reviewer: 'Nadia Benali' },
      }),
    );
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject sale V-2026-000123' });
    await user.click(within(dialog).getByLabelText('Consent missing'));
    await user.click(within(dialog).getByLabelText('Lost'));
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(/Nadia Benali/)).toBeInTheDocument();
    expect(screen.queryByText('Held by someone else.')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Reject sale V-2026-000123' })).toBeInTheDocument();
  });

  it('does show a review held by someone else read-only, with no decision', async () => {
    const other = { id: 'b1000000-0000-4000-8000-0000000000aa', firstName: 'Nadia', lastName: 'Benali' };
    network.on('GET', reviewPath, recordReply(reviewDetail({ review: openReview({ reviewer: other }) })));
    renderPage();
    expect(await screen.findByText('Being reviewed by Nadia Benali.')).toBeInTheDocument();
    expect(within(point(/Identity confirmed/)).getByLabelText('Pass')).toBeDisabled();
    expect(screen.queryByRole('region', { name: 'Decision' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save the answers' })).not.toBeInTheDocument();
  });

  it("does not offer to take the reviewer's own sale", async () => {
    network.on(
      'GET',
      reviewPath,
      recordReply(
        reviewDetail({
          review: null,
          sale: {
            ...reviewDetail().sale,
            status: 'signed',
            reviewer: null,
            agent: { id: reviewer.id, firstName: 'Ada', lastName: 'Martin' },
          },
        }),
      ),
    );
    renderPage();
    expect(
      await screen.findByText('You sold this sale: another reviewer must review it.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take' })).not.toBeInTheDocument();
  });

  it("does take a waiting sale with the sale's version", async () => {
    const user = userEvent.setup();
    network
      .on(
        'GET',
        reviewPath,
        recordReply(
          reviewDetail({ review: null, sale: { ...reviewDetail().sale, status: 'signed', reviewer: null } }),
        ),
      )
      .on('POST', `${reviewPath}/take`, writeResult('quality_review'));
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Take' }));
    expect(await sentBody(network, 'POST', `${reviewPath}/take`)).toEqual({ version: 7 });
    expect(await screen.findByText('Sale V-2026-000123 is yours to review.')).toBeInTheDocument();
  });

  it('does show Permission Denied to a role without the quality read', async () => {
    network
      .on(
        'GET',
        '/api/auth/check-session',
        json(200, { authenticated: true, user: signedInAs(['VenteModule:ventes:read']) }),
      )
      .on(
        'GET',
        reviewPath,
        refusalReply(403, reviewPath, { code: 'FORBIDDEN', message: 'Permission Denied' }),
      );
    renderPage();
    expect((await screen.findAllByText(/Permission Denied/)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('region', { name: 'Checklist' })).not.toBeInTheDocument();
  });
});
