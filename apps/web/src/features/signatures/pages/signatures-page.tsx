import {
  hasPermission,
  SIGNATURE_STATUSES,
  type SignatureRequestSummary,
  type SignatureStatus,
} from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { getSignature } from '@/features/signatures/api/get-signature';
import { useSignatures } from '@/features/signatures/api/get-signatures';
import { signatureKeys } from '@/features/signatures/api/signature-keys';
import { useSignatureColumns } from '@/features/signatures/components/signature-columns';
import { SignatureDrawerBody } from '@/features/signatures/components/signature-drawer-body';
import { useListParams } from '@/lib/list-params';
import { useAuth } from '@/lib/session/auth-provider';
import { ListTabs } from '@/ui/list-page/list-tabs';
import { RecordDrawer } from '@/ui/list-page/record-drawer';
import { RecordListPage } from '@/ui/list-page/record-list-page';
import { useRecordDrawer } from '@/ui/list-page/use-record-drawer';

const SIGNATURE_FILTERS = ['status', 'saleId'] as const;
type Tab = SignatureStatus | 'all';
const isStatus = (value: string | undefined): value is SignatureStatus =>
  (SIGNATURE_STATUSES as readonly string[]).includes(value ?? '');
const requestId = (request: SignatureRequestSummary) => request.id;

/**
 * /signatures (issue 10): the signature requests of the user's scope by status, each opening a drawer with its
 * documents, evidence timeline and evidence, and "Send again" / "Cancel" while the customer has not signed.
 */
export const SignaturesPage = () => {
  const { t } = useTranslation();
  const { user } = useAuth();
  const list = useListParams({ filters: SIGNATURE_FILTERS, defaultSort: 'sentAt', defaultOrder: 'desc' });
  const signatures = useSignatures(list.query);
  const columns = useSignatureColumns();
  const drawer = useRecordDrawer<SignatureRequestSummary>({
    rows: signatures.data?.data,
    getId: requestId,
    load: getSignature,
    queryKey: signatureKeys.all,
  });
  const canManage = hasPermission(user, 'SignatureModule:signatures:create');
  const status = list.params.filters.status;
  const tab: Tab = isStatus(status) ? status : 'all';

  return (
    <RecordListPage<SignatureRequestSummary>
      prefix="signatures:"
      tableId="signatures"
      columns={columns}
      query={signatures}
      listParams={list}
      onRowClick={(row) => drawer.openRecord(row)}
      tabPanelId="signatures-table"
      tabs={
        <ListTabs<Tab>
          label={t('signatures:tabs.label')}
          controls="signatures-table"
          value={tab}
          onChange={(next) => list.setFilter('status', next === 'all' ? undefined : next)}
          tabs={[
            { id: 'all', label: t('signatures:tabs.all') },
            ...SIGNATURE_STATUSES.filter((id) => id !== 'draft').map((id) => ({
              id,
              label: t(`signatures:status.${id}`),
            })),
          ]}
        />
      }
    >
      <RecordDrawer
        drawer={drawer}
        size="lg"
        title={
          drawer.record
            ? t('signatures:drawer.title', { number: drawer.record.saleNumber })
            : t('signatures:drawer.titleLoading')
        }
      >
        {() => (drawer.recordId ? <SignatureDrawerBody id={drawer.recordId} canManage={canManage} /> : null)}
      </RecordDrawer>
    </RecordListPage>
  );
};
