import { hasPermission } from '@brokerage/shared';
import { QualityReviewPage } from '@/features/quality-control/pages/quality-review-page';
import { SaleSignatureSection } from '@/features/signatures/components/sale-signature-section';
import { useSale } from '@/features/ventes/api/get-sale';
import { useAuth } from '@/lib/session/auth-provider';

/** The signature request of the reviewed sale and its evidence events, as the sale page shows them. */
const SignatureEvidence = ({ saleId }: { saleId: string }) => {
  const sale = useSale(saleId);
  return sale.data ? <SaleSignatureSection sale={sale.data} /> : null;
};

/**
 * /quality-control/{saleId} as the router shows it: the quality feature's review with the signature section of
 * the signatures feature (its evidence: who signed, when, from where), for users whose role may read it. A page
 * that composes features lives in app/ (docs/architecture.md §1).
 */
export const QualityReviewWithEvidencePage = () => {
  const { user } = useAuth();
  const signatures = hasPermission(user, 'SignatureModule:signatures:read');
  return (
    <QualityReviewPage
      sections={signatures ? (saleId) => <SignatureEvidence saleId={saleId} /> : undefined}
    />
  );
};
