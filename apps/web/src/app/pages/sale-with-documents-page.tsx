import { hasPermission } from '@brokerage/shared';
import { SaleCallsSection } from '@/features/calls/components/sale-calls-section';
import { SaleComplianceSection } from '@/features/compliance/components/sale-compliance-section';
import { SaleDocumentsSection } from '@/features/documents/components/sale-documents-section';
import { SaleRecordingsSection } from '@/features/quality-control/components/sale-recordings-section';
import { SaleSignatureSection } from '@/features/signatures/components/sale-signature-section';
import { SalePage } from '@/features/ventes/pages/sale-page';
import { useAuth } from '@/lib/session/auth-provider';

/**
 * /ventes/{id} as the router shows it: the sales feature's page with the calls (whoever reads the sale reads its
 * call log), call recordings, documents, signature and compliance sections of their own features, each for users
 * whose role may read them. A page that composes features lives in app/
 * (docs/architecture.md §1); the sale page takes the sections as a slot and imports neither feature.
 */
export const SaleWithDocumentsPage = () => {
  const { user } = useAuth();
  const documents = hasPermission(user, 'DocumentModule:documents:read');
  const signatures = hasPermission(user, 'SignatureModule:signatures:read');
  // The page itself needs ventes:read, as the compliance report does: every reader of the sale sees it.
  return (
    <SalePage
      sections={(sale) => (
        <>
          <SaleCallsSection sale={sale} />
          {documents && <SaleDocumentsSection sale={sale} />}
          {signatures && <SaleSignatureSection sale={sale} />}
          {/* Whoever reads the sale hears its calls (the recordings read is the sale's); a meeting has none. */}
          {sale.channel !== 'in_person' && <SaleRecordingsSection sale={sale} />}
          <SaleComplianceSection sale={sale} />
        </>
      )}
    />
  );
};
