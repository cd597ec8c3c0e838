import type { UserRecord } from '@brokerage/shared';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { UserHistory } from '@/features/users/components/user-history';
import { RecordDrawer } from '@/ui/list-page/record-drawer';
import type { RecordDrawerState } from '@/ui/list-page/use-record-drawer';

// The forms (and react-hook-form with them) load when a drawer first opens.
const CreateUserForm = lazy(() =>
  import('@/features/users/components/user-form').then((m) => ({ default: m.CreateUserForm })),
);
const EditUserForm = lazy(() =>
  import('@/features/users/components/user-form').then((m) => ({ default: m.EditUserForm })),
);
const ApproveUserForm = lazy(() =>
  import('@/features/users/components/approve-user-form').then((m) => ({ default: m.ApproveUserForm })),
);

/** The users page's drawer: create, edit, or approve a pending registration, with the user's history. */
export const UserDrawer = ({ drawer }: { drawer: RecordDrawerState<UserRecord> }) => {
  const { t } = useTranslation();
  const user = drawer.record;
  const approving = user?.status === 'pending';
  const title =
    drawer.mode === 'create'
      ? t('users:sheet.createTitle')
      : user
        ? t(approving ? 'users:sheet.approveTitle' : 'users:sheet.editTitle', { name: user.name })
        : t('users:title');
  const cancel = () => void drawer.requestClose();
  return (
    <RecordDrawer
      drawer={drawer}
      title={title}
      description={approving ? t('users:sheet.approveDescription') : undefined}
    >
      {(record) =>
        record ? (
          <>
            {record.status === 'pending' ? (
              <ApproveUserForm key={record.id} user={record} onDone={drawer.close} onCancel={cancel} />
            ) : (
              <EditUserForm key={record.id} user={record} onDone={drawer.close} onCancel={cancel} />
            )}
            <UserHistory userId={record.id} />
            <div className="h-4" />
          </>
        ) : (
          <CreateUserForm onDone={drawer.close} onCancel={cancel} />
        )
      }
    </RecordDrawer>
  );
};
