import { Alert, App, Button, Checkbox, Form, Input, Select, Typography } from 'antd';
import { Drawer } from '../../../components/drawer';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileDetail } from '../../../../contract/profile';
import { CONFIRM_WORD } from '../../../../domain/people/permissions';
import { isApiError } from '../../../shared/api-client';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { useCeo } from '../api/get-profile';
import { peopleCalls, usePeopleCall } from '../api/people-mutations';
import {
  canSave,
  flagRows,
  hasManageChanges,
  initialManageValues,
  manageUserProblems,
  needsConfirm,
  offersRemoveManager,
  roleChangeNote,
  roleChoices,
  rolesPayload,
  type ManageUserValues,
} from './manage-user-rules';
import { DrawerFooter } from '../../../components/drawer-footer';
import { useWiderThan } from '../../../shared/use-wider-than';

type ManageUserDrawerProps = { profile: ProfileDetail; onClose: () => void };

/** Manage User, 400px: the role and the admin permissions the viewer may give (spec 001 §5 Roles, §6). */
export function ManageUserDrawer({ profile, onClose }: ManageUserDrawerProps) {
  const { t } = useTranslation(['profile', 'common']);
  const wide = useWiderThan('sm');
  const { message } = App.useApp();
  const [initial] = useState(() => initialManageValues(profile));
  const [values, setValues] = useState(initial);
  const [serverError, setServerError] = useState<string | null>(null);
  const save = usePeopleCall(peopleCalls.roles, { session: true });
  const choices = roleChoices(profile);
  const rows = flagRows(profile, values.RoleName);
  const problems = manageUserProblems(profile, values);
  const confirming = needsConfirm(profile, values.RoleName);
  const ceo = useCeo(confirming);
  const note = roleChangeNote(profile, values.RoleName, ceo.data?.Name ?? null);
  const { requestClose, guard } = useUnsavedChangesGuard(() => hasManageChanges(initial, values), onClose);

  const change = (next: Partial<ManageUserValues>) => {
    setServerError(null);
    setValues((v) => ({ ...v, ...next }));
  };

  const submit = () =>
    save.mutate(
      { id: profile.Id, ...rolesPayload(profile, values) },
      {
        onSuccess: () => {
          void message.success(t('manageUser.saved', { name: profile.Name }));
          onClose();
        },
        // The spec shows the server's text (or the generic one) under the role selector.
        onError: (error) => setServerError(isApiError(error) ? error.message : t('common:genericError')),
      },
    );

  const roleError = problems.role ?? serverError;
  return (
    <Drawer
      open
      title={t('manageUser.title')}
      size={wide ? 400 : '100%'}
      onClose={requestClose}
      footer={
        <DrawerFooter onCancel={requestClose}>
          <Button
            type="primary"
            loading={save.isPending}
            disabled={!canSave(problems) || !hasManageChanges(initial, values)}
            onClick={submit}
          >
            {t('buttons.save')}
          </Button>
        </DrawerFooter>
      }
    >
      <Typography.Paragraph type="secondary">{t('manageUser.lead', { name: profile.Name })}</Typography.Paragraph>
      <Form layout="vertical" disabled={save.isPending} onFinish={submit}>
        <Form.Item
          label={t('fields.role')}
          htmlFor="manage-role"
          validateStatus={roleError ? 'error' : undefined}
          help={roleError ?? choices.locked ?? undefined}
        >
          <Select
            id="manage-role"
            value={values.RoleName}
            options={choices.options}
            disabled={choices.locked !== null}
            onChange={(RoleName) => change({ RoleName, Confirm: '', RemoveManager: false })}
          />
        </Form.Item>
        {offersRemoveManager(profile, values.RoleName) && (
          <Form.Item>
            <Checkbox checked={values.RemoveManager} onChange={(e) => change({ RemoveManager: e.target.checked })}>
              {t('manageUser.removeManager', { manager: profile.Manager?.Name, name: profile.Name })}
            </Checkbox>
          </Form.Item>
        )}
        {note && <Alert type={confirming ? 'warning' : 'info'} showIcon title={note} style={{ marginBottom: 16 }} />}
        {confirming && (
          <Form.Item label={t('manageUser.confirm', { word: CONFIRM_WORD, name: profile.Name })} htmlFor="manage-confirm" required>
            <Input id="manage-confirm" value={values.Confirm} autoComplete="off" onChange={(e) => change({ Confirm: e.target.value })} />
          </Form.Item>
        )}
        {rows.length > 0 && (
          <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
            <legend style={{ fontSize: 14, fontWeight: 600, marginBottom: 8, border: 0, color: 'rgba(0, 0, 0, 0.88)' }}>
              {t('manageUser.adminPermissions')}
            </legend>
            <div style={{ display: 'grid', gap: 12 }}>
              {rows.map((row) => (
                <Checkbox
                  key={row.flag}
                  checked={values.Flags[row.flag]}
                  disabled={!row.enabled}
                  onChange={(e) => change({ Flags: { ...values.Flags, [row.flag]: e.target.checked } })}
                >
                  <span style={{ fontWeight: 500 }}>{row.label}</span>
                  <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                    {row.hint}
                  </Typography.Text>
                </Checkbox>
              ))}
            </div>
            {rows.every((row) => !row.enabled) && (
              <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8, fontSize: 12 }}>
                {t('manageUser.noneEnabled')}
              </Typography.Text>
            )}
            {problems.flags && (
              <Typography.Text type="danger" role="alert" style={{ display: 'block', marginTop: 8 }}>
                {problems.flags}
              </Typography.Text>
            )}
          </fieldset>
        )}
      </Form>
      {guard}
    </Drawer>
  );
}
