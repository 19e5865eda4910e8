import { Button, Form, Input, Select } from 'antd';
import { Drawer } from '../../../components/drawer';
import { useState } from 'react';
import type { ProfileDetail } from '../../../../contract/profile';
import { PROFILE_LIMITS } from '../../../../domain/people/profile-rules';
import { TIME_ZONES } from '../../../../domain/time-zones';
import { useSignedInSession } from '../../../shared/session';
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

const ZONE_OPTIONS = TIME_ZONES.map((z) => ({ value: z.name, label: z.label }));

/** Edit Profile, 600px (full width on phones): avatar, contact details, time zone, department, links and biography. */
export function EditProfileDrawer({ profile, onClose }: EditProfileDrawerProps) {
  const { Profile: viewer, Tenant } = useSignedInSession();
  const wide = useWiderThan('md');
  const [form] = Form.useForm<EditProfileValues>();
  const [initial] = useState(() => initialProfileValues(profile));
  const outcome = useSaveOutcome(form, {
    fieldOf: sameNameIn(Object.keys(initial) as (keyof EditProfileValues)[]),
    saved: 'Profile saved.',
    notSaved: 'The profile was not saved',
    onSaved: onClose,
  });
  const save = usePeopleCall(peopleCalls.update, { session: profile.IsSelf });
  const role = roleRow(viewer, profile);
  const { requestClose, guard } = useUnsavedChangesGuard(() => hasProfileChanges(initial, form.getFieldsValue()), onClose);

  const submit = (values: EditProfileValues) => save.mutate({ id: profile.Id, ...profilePayload(profile, values) }, outcome);

  return (
    <Drawer
      open
      title="Edit Profile"
      size={wide ? 600 : '100%'}
      onClose={requestClose}
      footer={
        <DrawerFooter onCancel={requestClose}>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            Save
          </Button>
        </DrawerFooter>
      }
    >
      <AvatarField profile={profile} />
      <Form form={form} layout="vertical" initialValues={initial} onFinish={submit} disabled={save.isPending} requiredMark>
        <Form.Item label="Name" name="Name" rules={asRules(check.Name)} required>
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item label="Job title" name="JobTitle" rules={asRules(check.JobTitle)} required>
          <Input autoComplete="organization-title" />
        </Form.Item>
        <Form.Item
          label="Email"
          name="Email"
          rules={asRules(check.Email)}
          required
          extra={
            profile.UnconfirmedEmail
              ? `Waiting for confirmation: ${profile.UnconfirmedEmail}`
              : 'A new address is used once the link mailed to it is opened.'
          }
        >
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item label="Phone" name="PhoneNumber" rules={asRules(check.PhoneNumber)}>
          <Input type="tel" autoComplete="tel" />
        </Form.Item>
        <Form.Item label="Time zone" name="TimeZone">
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            options={ZONE_OPTIONS}
            placeholder={`The company’s (${Tenant.TimeZone})`}
            allowClear
          />
        </Form.Item>
        {showsDepartment(profile) && (
          <Form.Item label="Department" name="OrgUnit" rules={asRules(check.OrgUnit)} extra="Left empty, it shows as Corporate.">
            <Input />
          </Form.Item>
        )}
        {role && (
          <Form.Item label="Role" extra={profile.Permissions.CanManageUser ? 'Roles change in Manage User.' : undefined}>
            <Select value={role} disabled options={[{ value: role, label: role }]} aria-label="Role" />
          </Form.Item>
        )}
        <Form.Item label="LinkedIn" name="LinkedinUrl" rules={asRules(check.LinkedinUrl)}>
          <Input type="url" placeholder="https://www.linkedin.com/in/…" />
        </Form.Item>
        <Form.Item label="Biography" name="Biography" rules={asRules(check.Biography)}>
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
