import { type EmailRecord, hasPermission } from '@brokerage/shared';
import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useEmails } from '@/features/emails/api/get-emails';
import { useResendEmail } from '@/features/emails/api/resend-email';
import { useEmailColumns } from '@/features/emails/components/email-columns';
import { EmailFilters } from '@/features/emails/components/email-filters';
import { useListParams } from '@/lib/list-params';
import { toastApiError, toastSuccess } from '@/lib/mutation-toasts';
import { useAuth } from '@/lib/session/auth-provider';
import { useConfirm } from '@/ui/confirm-dialog';
import { RecordListPage } from '@/ui/list-page/record-list-page';

const FILTERS = ['status', 'template', 'saleId'] as const;

/** A queued or sending email is still on its way: resending it now would send it twice (the API refuses). */
const isResendable = (email: EmailRecord) => email.status === 'sent' || email.status === 'failed';

/** /emails: every email the product sent or tries to send, its delivery status, and a resend (EmailModule). */
export const EmailsPage = () => {
  const { t } = useTranslation();
  const { user: me } = useAuth();
  const canSend = hasPermission(me, 'EmailModule:emails:send');
  const list = useListParams({ filters: FILTERS, defaultSort: 'createdAt', defaultOrder: 'desc' });
  const emails = useEmails(list.query);
  const resend = useResendEmail();
  const columns = useEmailColumns();
  const { confirm, confirmDialog } = useConfirm();

  const resendEmail = async (email: EmailRecord) => {
    const sure = await confirm({
      title: t('emails:resend.title'),
      description: t('emails:resend.description', { recipient: email.recipient }),
      confirmLabel: t('emails:actions.resend'),
    });
    if (!sure) return;
    try {
      await resend.mutateAsync({ id: email.id, input: {} });
      toastSuccess(t('emails:toast.resent', { recipient: email.recipient }));
    } catch (error) {
      toastApiError(t, error);
    }
  };

  return (
    <RecordListPage
      prefix="emails:"
      tableId="emails"
      columns={columns}
      query={emails}
      listParams={list}
      toolbar={<EmailFilters list={list} />}
      rowActions={(email) => [
        {
          label: t('emails:actions.resend'),
          icon: <RotateCw className="size-4" />,
          onSelect: () => void resendEmail(email),
          hidden: !canSend || !isResendable(email),
        },
      ]}
    >
      {confirmDialog}
    </RecordListPage>
  );
};
