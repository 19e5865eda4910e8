import { Suspense } from 'react';
import { lazyNamed } from '../../../shared/lazy-named';
import type { ProfileOverlayState } from './use-profile-overlays';

// Each drawer loads the first time it is opened; the page itself stays small.
const EditProfileDrawer = lazyNamed(() => import('../drawers/edit-profile-drawer'), 'EditProfileDrawer');
const ManageUserDrawer = lazyNamed(() => import('../drawers/manage-user-drawer'), 'ManageUserDrawer');
const AddEmployeeDrawer = lazyNamed(() => import('../drawers/add-employee-drawer'), 'AddEmployeeDrawer');
const ChangeManagerDrawer = lazyNamed(() => import('../drawers/change-manager-drawer'), 'ChangeManagerDrawer');
const ResponsibilityDrawer = lazyNamed(() => import('../drawers/responsibility-drawer'), 'ResponsibilityDrawer');
const ChangePasswordDrawer = lazyNamed(() => import('../drawers/change-password-drawer'), 'ChangePasswordDrawer');
const DeactivateModal = lazyNamed(() => import('../drawers/deactivate-modal'), 'DeactivateModal');

/** The one drawer or dialog the profile page has open. */
export function ProfileOverlays({ overlays }: { overlays: ProfileOverlayState }) {
  const { overlay, close, profile } = overlays;
  if (!overlay) return null;
  const body = (() => {
    switch (overlay.kind) {
      case 'edit':
        return <EditProfileDrawer profile={profile} onClose={close} />;
      case 'manage':
        return <ManageUserDrawer profile={profile} onClose={close} />;
      case 'add':
        return <AddEmployeeDrawer profile={profile} onClose={close} onAdded={(text) => overlays.setNotice({ type: 'success', text })} />;
      case 'manager':
        return <ChangeManagerDrawer person={overlay.person} onClose={close} />;
      case 'responsibility':
        return <ResponsibilityDrawer profile={profile} onClose={close} />;
      case 'password':
        return <ChangePasswordDrawer open onClose={close} />;
      case 'deactivate':
        return <DeactivateModal person={overlay.person} onClose={close} />;
    }
  })();
  return <Suspense fallback={null}>{body}</Suspense>;
}
