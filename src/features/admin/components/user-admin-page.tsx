import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';

import type { AdminUser } from '@generated/model/adminUser';
import { usePortalSession } from '@/lib/portal-session';
import { SettingsTabs } from '@/components/ui/settings-tabs';

import { useStartViewAsSession } from '../api/start-view-as-session';
import { AuditLogTab } from './audit-log-tab';
import { PermissionsEditor } from './permissions-editor';
import { TradeAuthorityEditor } from './trade-authority-editor';
import { StatusDialog, type StatusAction } from './status-dialog';
import { SupportQueueTab } from './support-queue-tab';
import { fullName } from './user-admin-labels';
import { UserList } from './user-list';
import { ViewAsReasonDialog } from './view-as-reason-dialog';

export type UserAdminTab = 'users' | 'registrations' | 'support' | 'audit';

/**
 * Settings › User admin. An admin manages the users of their companies: search, status and role,
 * each user's permissions per account, and view-as. nbs_admin also works the registrations queue
 * (approve onto an account, reject), revokes and reinstates, changes roles, and reads the audit
 * log. The server decides who may change whom; refusals are shown as it words them.
 */
export function UserAdminPage({ initialTab = 'users' }: { initialTab?: UserAdminTab }) {
  const session = usePortalSession();
  const [tab, setTab] = useState<UserAdminTab>(initialTab);
  const [viewAsUser, setViewAsUser] = useState<AdminUser | null>(null);
  const [permissionsUser, setPermissionsUser] = useState<AdminUser | null>(null);
  const [authorityUser, setAuthorityUser] = useState<AdminUser | null>(null);
  const [statusChange, setStatusChange] = useState<{ user: AdminUser; action: StatusAction } | null>(null);
  const startViewAs = useStartViewAsSession({ onStarted: () => setViewAsUser(null) });
  const desk = session.role === 'nbs_admin';

  if (!session.isAdmin) {
    return (
      <Alert variant="info" className="mb-0">
        User admin is available to administrators only.
      </Alert>
    );
  }

  const handlers = {
    onViewAs: (user: AdminUser) => {
      startViewAs.reset();
      setViewAsUser(user);
    },
    onPermissions: setPermissionsUser,
    onAuthority: setAuthorityUser,
    onStatus: (user: AdminUser, action: StatusAction) => setStatusChange({ user, action }),
  };

  return (
    <div className="d-flex flex-column gap-3">
      <div>
        <h1 className="h3 mb-1">User admin</h1>
        <p className="text-body-secondary mb-0">
          {desk
            ? 'Every Market Lens user: approve registrations, manage access, roles and permissions, work the support queue and read the audit log.'
            : 'The users of your companies: their permissions per account, and view as them to see Market Lens as they do (read-only, recorded in the audit log).'}
        </p>
      </div>
      <SettingsTabs />
      {session.viewAs.isViewAsMode ? (
        <Alert variant="warning" className="mb-0">
          You are viewing as {session.viewAs.viewAsUser?.name}. Exit view as to view as someone else.
        </Alert>
      ) : null}
      {desk ? (
        <Tabs activeKey={tab} onSelect={(key) => setTab((key as UserAdminTab | null) ?? 'users')} id="user-admin-tabs" mountOnEnter unmountOnExit>
          <Tab eventKey="users" title="Users" className="pt-3">
            <UserList {...handlers} />
          </Tab>
          <Tab eventKey="registrations" title="Registrations" className="pt-3">
            <UserList {...handlers} fixedStatus="registered" />
          </Tab>
          <Tab eventKey="support" title="Support queue" className="pt-3">
            <SupportQueueTab />
          </Tab>
          <Tab eventKey="audit" title="Audit log" className="pt-3">
            <AuditLogTab />
          </Tab>
        </Tabs>
      ) : (
        <UserList {...handlers} />
      )}
      {viewAsUser ? (
        <ViewAsReasonDialog
          userName={fullName(viewAsUser)}
          starting={startViewAs.isPending}
          onCancel={() => setViewAsUser(null)}
          onConfirm={(reason, onError) => startViewAs.mutate({ data: { userId: viewAsUser.id, reason } }, { onError })}
        />
      ) : null}
      {permissionsUser ? <PermissionsEditor user={permissionsUser} onClose={() => setPermissionsUser(null)} /> : null}
      {authorityUser ? <TradeAuthorityEditor user={authorityUser} onClose={() => setAuthorityUser(null)} /> : null}
      {statusChange ? (
        <StatusDialog user={statusChange.user} action={statusChange.action} onDone={() => setStatusChange(null)} onCancel={() => setStatusChange(null)} />
      ) : null}
    </div>
  );
}
