import { Button, Form, Input, Select } from 'antd';
import { Drawer } from '../../../components/drawer';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileDetail } from '../../../../contract/profile';
import { DEFAULT_DEPARTMENT, PROFILE_LIMITS } from '../../../../domain/people/profile-rules';
import { useSignedInSession } from '../../../shared/session';
import { timeZoneNameIn, timeZoneOptions } from '../../../shared/time-zone-labels';
import { sameNameIn, useSaveOutcome } from '../../../shared/form-save';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { peopleCalls, usePeopleCall } from '../api/people-mutations';
import { AvatarField } from './avatar-field';
import {
  editProfileChecks as check,
  hasProfileChanges,
  initialProfileValues,
  profilePayload,
  roleRow,
  showsDepartment,
  type EditProfileValues,
} from './edit-profile-rules';
import { asRules } from './field-checks';
import { DrawerFooter } from '../../../components/drawer-footer';
import { useWiderThan } from '../../../shared/use-wider-than';

type EditProfileDrawerProps = { profile: ProfileDetail; onClose: () => void };

/** Edit Profile, 600px (full width on phones): avatar, contact details, time zone, department, links and biography. */
export function EditProfileDrawer({ profile, onClose }: EditProfileDrawerProps) {
  const { t, i18n } = useTranslation('profile');
  const { Profile: viewer, Tenant } = useSignedInSession();
  const zones = useMemo(() => timeZoneOptions(i18n.language), [i18n.language]);
  const wide = useWiderThan('md');
  const [form] = Form.useForm<EditProfileValues>();
  const [initial] = useState(() => initialProfileValues(profile));
  const outcome = useSaveOutcome(form, {
    fieldOf: sameNameIn(Object.keys(initial) as (keyof EditProfileValues)[]),
    saved: t('editProfile.saved'),
    notSaved: t('editProfile.notSaved'),
    onSaved: onClose,
  });
  const save = usePeopleCall(peopleCalls.update, { session: profile.IsSelf });
  const role = roleRow(viewer, profile);
  const { requestClose, guard } = useUnsavedChangesGuard(() => hasProfileChanges(initial, form.getFieldsValue()), onClose);

  const submit = (values: EditProfileValues) => save.mutate({ id: profile.Id, ...profilePayload(profile, values) }, outcome);

  return (
    <Drawer
      open
      title={t('editProfile.title')}
      size={wide ? 600 : '100%'}
      onClose={requestClose}
      footer={
        <DrawerFooter onCancel={requestClose}>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            {t('buttons.save')}
          </Button>
        </DrawerFooter>
      }
    >
      <AvatarField profile={profile} />
      <Form form={form} layout="vertical" initialValues={initial} onFinish={submit} disabled={save.isPending} requiredMark>
        <Form.Item label={t('fields.name')} name="Name" rules={asRules(check.Name)} required>
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item label={t('fields.jobTitle')} name="JobTitle" rules={asRules(check.JobTitle)} required>
          <Input autoComplete="organization-title" />
        </Form.Item>
        <Form.Item
          label={t('fields.email')}
          name="Email"
          rules={asRules(check.Email)}
          required
          extra={
            profile.UnconfirmedEmail
              ? t('editProfile.waitingConfirmation', { email: profile.UnconfirmedEmail })
              : t('editProfile.emailHelp')
          }
        >
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item label={t('fields.phone')} name="PhoneNumber" rules={asRules(check.PhoneNumber)}>
          <Input type="tel" autoComplete="tel" />
        </Form.Item>
        <Form.Item label={t('fields.timeZone')} name="TimeZone">
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            options={zones}
            placeholder={t('editProfile.companyTimeZone', { zone: timeZoneNameIn(Tenant.TimeZone, i18n.language) })}
            allowClear
          />
        </Form.Item>
        {showsDepartment(profile) && (
          <Form.Item
            label={t('fields.department')}
            name="OrgUnit"
            rules={asRules(check.OrgUnit)}
            // 'Corporate' is not translated: it is what the server stores as the department of a person given none, a
            // value people filter and group by like any department a person typed, so every language shows it as stored.
            extra={t('fields.departmentHelp', { department: DEFAULT_DEPARTMENT })}
          >
            <Input />
          </Form.Item>
        )}
        {role && (
          <Form.Item label={t('fields.role')} extra={profile.Permissions.CanManageUser ? t('editProfile.roleHelp') : undefined}>
            <Select value={role} disabled options={[{ value: role, label: role }]} aria-label={t('fields.role')} />
          </Form.Item>
        )}
        <Form.Item label={t('fields.linkedin')} name="LinkedinUrl" rules={asRules(check.LinkedinUrl)}>
          <Input type="url" placeholder="https://www.linkedin.com/in/…" />
        </Form.Item>
        <Form.Item label={t('fields.biography')} name="Biography" rules={asRules(check.Biography)}>
          <Input.TextArea
            autoSize={{ minRows: 3, maxRows: 8 }}
            showCount={{ formatter: ({ count }) => `${count} / ${PROFILE_LIMITS.Biography}` }}
          />
        </Form.Item>
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
      {guard}
    </Drawer>
  );
}
