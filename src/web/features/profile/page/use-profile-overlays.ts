import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileDetail } from '../../../../contract/profile';
import { isApiError } from '../../../shared/api-client';
import { peopleCalls, usePeopleCall } from '../api/people-mutations';
import { reinviteBanner, type PersonAction } from './profile-rules';

/** Someone an action is about: the profile's person or one of their direct reports. */
export type PersonRef = { Id: number; Name: string; ManagerId: number | null; ManagerName: string | null };

export type Overlay =
  | { kind: 'edit' }
  | { kind: 'manage' }
  | { kind: 'responsibility' }
  | { kind: 'password' }
  | { kind: 'add' }
  | { kind: 'manager'; person: PersonRef }
  | { kind: 'deactivate'; person: PersonRef };

export type Notice = { type: 'success' | 'error'; text: string };

export const personOf = (p: ProfileDetail): PersonRef => ({
  Id: p.Id,
  Name: p.Name,
  ManagerId: p.Manager?.Id ?? null,
  ManagerName: p.Manager?.Name ?? null,
});

/** Which drawer or dialog is open, the banner after a reinvite, and the person actions (spec 001 §6). */
export function useProfileOverlays(profile: ProfileDetail) {
  const { t } = useTranslation(['profile', 'common']);
  const [overlay, setOverlay] = useState<Overlay | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const { modal, message } = App.useApp();
  const reinvite = usePeopleCall(peopleCalls.reinvite);
  const activate = usePeopleCall(peopleCalls.activate);

  const failed = (title: string) => (error: unknown) =>
    modal.error({ title, content: isApiError(error) ? error.message : t('common:genericError') });

  const run = (action: PersonAction, person: PersonRef) => {
    if (action === 'changeManager') return setOverlay({ kind: 'manager', person });
    if (action === 'deactivate') return setOverlay({ kind: 'deactivate', person });
    if (action === 'reinvite') {
      return reinvite.mutate(person.Id, {
        onSuccess: (result) => setNotice({ type: 'success', text: reinviteBanner(result.Email) }),
        onError: failed(t('personActions.reinviteFailed')),
      });
    }
    modal.confirm({
      title: t('personActions.activateTitle', { name: person.Name }),
      content: t('personActions.activateText'),
      okText: t('personActions.activateOk'),
      onOk: async () => {
        try {
          void message.success((await activate.mutateAsync(person.Id)).Message);
        } catch (error) {
          failed(t('personActions.activateFailed', { name: person.Name }))(error);
        }
      },
    });
  };

  return {
    profile,
    overlay,
    open: (next: Overlay) => setOverlay(next),
    close: () => setOverlay(null),
    run,
    notice,
    setNotice,
    clearNotice: () => setNotice(null),
    reinviting: reinvite.isPending ? reinvite.variables : null,
  };
}

export type ProfileOverlayState = ReturnType<typeof useProfileOverlays>;
