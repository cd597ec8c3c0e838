import type { ComplianceReport } from '@brokerage/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SaleComplianceSection } from '@/features/compliance/components/sale-compliance-section';
import { i18next } from '@/lib/i18n';
import { apiError, fakeNetworkPerTest, json } from '@/test/fake-fetch';
import { installSignedInFetch, renderSignedInPage } from '@/test/page-harness';
import { agentPermissions, quotedSale, signedInWith } from '@/test/sale-page-fixtures';

const sale = quotedSale();
const url = `/api/ventes/${sale.id}/compliance`;

const report: ComplianceReport = {
  saleId: sale.id,
  saleNumber: sale.number,
  generatedAt: '2026-06-10T10:00:00.000Z',
  overall: 'not_met',
  rules: [
    {
      rule: 'consent_and_recording',
      status: 'met',
      facts: [
        { key: 'channel', format: 'code', value: 'outbound_call' },
        { key: 'consentAt', format: 'datetime', value: '2026-06-02T08:05:00.000Z' },
        { key: 'recordingsStored', format: 'count', value: 1 },
      ],
      attempts: [],
    },
    {
      rule: 'calling_hours',
      status: 'not_met',
      facts: [{ key: 'attemptsOutsideHours', format: 'count', value: 1 }],
      attempts: [
        {
          id: '00000000-0000-4000-8000-0000000000a1',
          at: '2026-06-02T19:00:00.000Z',
          outcome: 'no_answer',
          agentName: 'Ada Martin',
          status: 'not_met',
          reason: 'CALL_OUTSIDE_HOURS',
        },
      ],
    },
    {
      rule: 'signature_delay',
      status: 'not_met',
      facts: [
        { key: 'gapHours', format: 'hours', value: 23.9 },
        { key: 'requiredHours', format: 'hours', value: 24 },
      ],
      attempts: [],
    },
    {
      rule: 'quality_decision',
      status: 'pending',
      facts: [{ key: 'rejectionReasons', format: 'codes', value: [] }],
      attempts: [],
    },
  ],
};

const network = fakeNetworkPerTest(() => installSignedInFetch(signedInWith(agentPermissions)));

const renderSection = (locale = 'en') =>
  renderSignedInPage(`/${locale}/ventes/${sale.id}`, <SaleComplianceSection sale={sale} />);

describe('SaleComplianceSection', () => {
  it('shows each rule with its badge and evidence, and links the PDF in the reader’s language', async () => {
    network.on('GET', url, json(200, { data: report }));
    renderSection();
    const consent = await screen.findByRole('listitem', { name: 'Consent and recording announced: Met' });
    expect(within(consent).getByText('Outbound call')).toBeInTheDocument();
    expect(within(consent).getByText('Recordings stored')).toBeInTheDocument();
    const hours = screen.getByRole('listitem', { name: 'Calls within the calling hours: Not met' });
    expect(within(hours).getByText('Ada Martin')).toBeInTheDocument();
    expect(within(hours).getByText('outside the calling hours')).toBeInTheDocument();
    const delay = screen.getByRole('listitem', {
      name: 'Delay between the documents and the signature: Not met',
    });
    expect(within(delay).getByText('23.9 h')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Quality control decision: Pending' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the compliance report as a PDF' })).toHaveAttribute(
      'href',
      `/api/ventes/${sale.id}/compliance.pdf?locale=en`,
    );
  });

  it('speaks French and Arabic', async () => {
    network.on('GET', url, json(200, { data: report }));
    await i18next.changeLanguage('fr');
    try {
      renderSection('fr');
      expect(
        await screen.findByRole('listitem', { name: 'Appels dans les horaires autorisés : Non respectée' }),
      ).toBeInTheDocument();
      expect(screen.getByText('23,9 h')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Ouvrir le rapport de conformité en PDF' })).toHaveAttribute(
        'href',
        `/api/ventes/${sale.id}/compliance.pdf?locale=fr`,
      );
      expect(i18next.getFixedT('ar')('compliance:statuses.not_met')).toBe('غير محترمة');
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('says when the report cannot load, and offers to retry', async () => {
    network.on('GET', url, apiError(500, 'INTERNAL', 'boom'));
    renderSection();
    expect(await screen.findByRole('button', { name: /retry|try again/i })).toBeInTheDocument();
  });
});
