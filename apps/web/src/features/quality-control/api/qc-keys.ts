import type { QcFiguresQuery } from '@brokerage/shared';
import { recordKeys } from '@/lib/record-keys';

/**
 * Query keys of quality control: the queue's pages (`lists`), one sale's review (`detail(saleId)`) and the
 * figures of a period. Every decision invalidates `all`.
 */
const base = recordKeys('quality-control');
export const qcKeys = {
  ...base,
  figures: (period: QcFiguresQuery) => [...base.all, 'figures', period] as const,
};
