import { App, AutoComplete, Button, Checkbox, Form, Input, Select, Typography } from 'antd';
import { Drawer } from '../../../components/drawer';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileDetail } from '../../../../contract/profile';
import { DEFAULT_DEPARTMENT } from '../../../../domain/people/profile-rules';
import { isApiError } from '../../../shared/api-client';
import { useSignedInSession } from '../../../shared/session';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { useDepartments } from '../../organization';
import { useAddEmployeeManagers } from '../api/get-profile';
import { peopleCalls, usePeopleCall } from '../api/people-mutations';
import {
  addEmployeePayload,
  addEmployeeChecks as check,
  defaultManager,
  hasAddChanges,
  initialAddValues,
  toggleKind,
  type AddEmployeeValues,
} from './add-employee-rules';
import { asRules } from './field-checks';
import { DrawerFooter } from '../../../components/drawer-footer';
import { useWiderThan } from '../../../shared/use-wider-than';

type AddEmployeeDrawerProps = { profile: ProfileDetail; onClose: () => void; onAdded: (message: string) => void };

/** Add Employee, 400px: who they are, whom they report to, and whether they manage or only observe. */
export function AddEmployeeDrawer({ profile, onClose, onAdded }: AddEmployeeDrawerProps) {
  const { t } = useTranslation(['profile', 'common']);
  const { Profile: viewer } = useSignedInSession();
  const wide = useWiderThan('sm');
  const { modal } = App.useApp();
  const managers = useAddEmployeeManagers();
  const departments = useDepartments();
  const [form] = Form.useForm<AddEmployeeValues>();
  const [initial] = useState(() => initialAddValues(undefined));
  const isObserver = Form.useWatch('IsObserver', form) ?? false;
  const isManager = Form.useWatch('IsManager', form) ?? false;
  const add = usePeopleCall(peopleCalls.addEmployee);
  const { requestClose, guard } = useUnsavedChangesGuard(() => hasAddChanges(form.getFieldsValue()), onClose);
  const choices = managers.data?.Managers ?? [];
  // The manager starts as the profile's person (or the viewer) once the choices arrive.
  useEffect(() => {
    if (managers.data && form.getFieldValue('ParentId') === undefined) {
      form.setFieldValue('ParentId', defaultManager(managers.data.Managers, profile.Id, viewer.Id));
    }
  }, [managers.data, form, profile.Id, viewer.Id]);
  const typedDept = (Form.useWatch('OrgUnit', form) ?? '').trim().toLowerCase();
  const deptOptions = (departments.data?.Departments ?? []).filter((d) => d.toLowerCase().includes(typedDept)).map((d) => ({ value: d }));

  const submit = (values: AddEmployeeValues) =>
    add.mutate(addEmployeePayload(values), {
      onSuccess: (result) => {
        onAdded(result.Message);
        onClose();
      },
      onError: (error) => {
        // With a text from the server it goes under Email (spec 001 §8); without one, a dialog.
        if (isApiError(error) && (error.status === 400 || error.status === 409)) {
          const named = error.errors?.find((e) => e.Field !== 'Email' && e.Field in initial);
          if (named) form.setFields([{ name: named.Field as keyof AddEmployeeValues, errors: [named.Message] }]);
          else form.setFields([{ name: 'Email', errors: [error.message] }]);
        } else {
          modal.error({ title: t('addEmployee.notAdded'), content: isApiError(error) ? error.message : t('common:genericError') });
        }
      },
    });

  const setKind = (kind: 'IsManager' | 'IsObserver', on: boolean) =>
    form.setFieldsValue(toggleKind({ IsManager: isManager, IsObserver: isObserver }, kind, on));

  return (
    <Drawer
      open
      title={t('addEmployee.title')}
      size={wide ? 400 : '100%'}
      onClose={requestClose}
      footer={
        <DrawerFooter onCancel={requestClose}>
          <Button type="primary" loading={add.isPending} onClick={() => form.submit()}>
            {t('addEmployee.send')}
          </Button>
        </DrawerFooter>
      }
    >
      <Typography.Paragraph type="secondary">{t('addEmployee.lead')}</Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={initial} onFinish={submit} disabled={add.isPending} requiredMark>
        <Form.Item label={t('fields.fullName')} name="Name" rules={asRules(check.Name)} required>
          <Input autoComplete="off" autoFocus />
        </Form.Item>
        <Form.Item label={t('fields.email')} name="Email" rules={asRules(check.Email)} required>
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <Form.Item label={t('fields.jobTitle')} name="JobTitle" rules={asRules(check.JobTitle)}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          label={t('fields.department')}
          name="OrgUnit"
          rules={asRules(check.OrgUnit)}
          extra={t('fields.departmentHelp', { department: DEFAULT_DEPARTMENT })}
        >
          <AutoComplete options={deptOptions} />
        </Form.Item>
        <Form.Item
          label={t('fields.manager')}
          name="ParentId"
          extra={isObserver ? t('addEmployee.observerNoManager') : undefined}
          rules={[{ required: !isObserver, message: t('addEmployee.managerRequired') }]}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={managers.isPending ? t('addEmployee.loadingManagers') : t('addEmployee.chooseManager')}
            loading={managers.isPending}
            disabled={isObserver}
            options={choices.map((m) => ({ value: m.Id, label: m.JobTitle ? `${m.Name} · ${m.JobTitle}` : m.Name }))}
          />
        </Form.Item>
        <Form.Item name="IsManager" valuePropName="checked" style={{ marginBottom: 8 }}>
          <Checkbox onChange={(e) => setKind('IsManager', e.target.checked)}>{t('addEmployee.isManager')}</Checkbox>
        </Form.Item>
        {profile.Permissions.CanAddObserver && (
          <Form.Item name="IsObserver" valuePropName="checked">
            <Checkbox onChange={(e) => setKind('IsObserver', e.target.checked)}>{t('addEmployee.isObserver')}</Checkbox>
          </Form.Item>
        )}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
      {guard}
    </Drawer>
  );
}
