import { hasPermission } from '@brokerage/shared';
import { SaleDocumentsSection } from '@/features/documents/components/sale-documents-section';
import { SaleRecordingsSection } from '@/features/quality-control/components/sale-recordings-section';
import { SaleSignatureSection } from '@/features/signatures/components/sale-signature-section';
import { SalePage } from '@/features/ventes/pages/sale-page';
import { useAuth } from '@/lib/session/auth-provider';

/**
 * /ventes/{id} as the router shows it: the sales feature's page with the documents, signature and call recordings
 * sections of their own features, each for users whose role may read them. A page that composes features lives in app/
 * (docs/architecture.md §1); the sale page takes the sections as a slot and imports neither feature.
 */
export const SaleWithDocumentsPage = () => {
  const { user } = useAuth();
  const documents = hasPermission(user, 'DocumentModule:documents:read');
  const signatures = hasPermission(user, 'SignatureModule:signatures:read');
  return (
    <SalePage
      sections={(sale) => (
        <>
          {documents && <SaleDocumentsSection sale={sale} />}
          {signatures && <SaleSignatureSection sale={sale} />}
          {/* Whoever reads the sale hears its calls (the recordings read is the sale's); a meeting has none. */}
          {sale.channel !== 'in_person' && <SaleRecordingsSection sale={sale} />}
        </>
      )}
    />
  );
};
