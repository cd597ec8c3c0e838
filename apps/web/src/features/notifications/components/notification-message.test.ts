import type { UserNotification } from '@brokerage/shared';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { notificationMessage, notificationPath } from './notification-message';

const base: UserNotification = {
  id: '0e000000-0000-4000-8000-000000000001',
  kind: 'quality_decision',
  saleId: '5a1e0000-0000-4000-8000-000000000001',
  data: { saleNumber: 'V-2026-000067', outcome: 'lost' },
  createdAt: '2026-11-23T12:00:00.000Z',
  readAt: null,
};

describe('notificationMessage', () => {
  it('writes each kind from its parameters in the reader’s language', () => {
    const en = i18next.getFixedT('en');
    const fr = i18next.getFixedT('fr');
    expect(notificationMessage(base, en)).toBe('Quality control rejected sale V-2026-000067: it is lost');
    expect(notificationMessage({ ...base, data: { ...base.data, outcome: 'validated' } }, fr)).toBe(
      'Le contrôle qualité a validé la vente V-2026-000067',
    );
    expect(
      notificationMessage(
        { ...base, kind: 'sale_assigned', data: { saleNumber: 'V-1', by: 'Rose Root' } },
        en,
      ),
    ).toBe('Rose Root assigned sale V-1 to you');
    expect(notificationMessage({ ...base, kind: 'job_failed', data: { jobName: 'email.send' } }, en)).toBe(
      'The background job email.send failed',
    );
  });

  it('reads an outcome or a kind it does not know as a new notification', () => {
    const en = i18next.getFixedT('en');
    expect(notificationMessage({ ...base, data: { outcome: 'teleported' } }, en)).toBe('New notification');
    expect(notificationMessage({ ...base, kind: 'from_the_future' as UserNotification['kind'] }, en)).toBe(
      'New notification',
    );
  });

  it('isolates the parameters in a right-to-left language', () => {
    const ar = i18next.getFixedT('ar');
    expect(notificationMessage(base, ar, { rightToLeft: true })).toContain('\u2068V-2026-000067\u2069');
  });
});

describe('notificationPath', () => {
  it('leads to the sale, a failed job to the admin console', () => {
    expect(notificationPath(base)).toBe(`/ventes/${base.saleId}`);
    expect(notificationPath({ ...base, kind: 'job_failed', saleId: null })).toBe('/admin');
    expect(notificationPath({ ...base, kind: 'signature_completed', saleId: null })).toBeNull();
  });
});
