import { SearchOutlined } from '@ant-design/icons';
import { Alert, App, Button, Input, Table, Typography } from 'antd';
import { Drawer } from '../../../components/drawer';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManagerChoice } from '../../../../contract/profile';
import { DEFAULT_DEPARTMENT } from '../../../../domain/people/profile-rules';
import { isApiError } from '../../../shared/api-client';
import { PageSpinner } from '../../../components/page-spinner';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { useChangeManagerList } from '../api/get-profile';
import { peopleCalls, usePeopleCall } from '../api/people-mutations';
import { PersonAvatar } from '../../../components/person-avatar';
import type { PersonRef } from '../page/use-profile-overlays';
import { matchesManager } from './change-manager-rules';
import { DrawerFooter } from '../../../components/drawer-footer';
import { useWiderThan } from '../../../shared/use-wider-than';
import { CLEARABLE } from '../../../components/clearable';

type ChangeManagerDrawerProps = { person: PersonRef; onClose: () => void };

/** Change or Assign Manager: a searchable table of the managers the person may report to, one chosen by radio. */
export function ChangeManagerDrawer({ person, onClose }: ChangeManagerDrawerProps) {
  const { t } = useTranslation(['profile', 'common']);
  const wide = useWiderThan('md');
  const { message } = App.useApp();
  const list = useChangeManagerList(person.Id);
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const change = usePeopleCall(peopleCalls.changeManager);
  const current = list.data?.CurrentManagerId ?? person.ManagerId;
  const chosen = picked ?? current;
  const changed = picked !== null && picked !== current;
  const { requestClose, guard } = useUnsavedChangesGuard(() => changed, onClose);
  const title = t(current !== null ? 'changeManager.titleChange' : 'changeManager.titleAssign', { name: person.Name });
  const rows = (list.data?.Managers ?? []).filter((m) => matchesManager(m, search));

  const save = () => {
    if (!changed || picked === null) return;
    setError(null);
    change.mutate(
      { id: person.Id, managerId: picked },
      {
        onSuccess: (result) => {
          void message.success(result.Message);
          onClose();
        },
        onError: (e) => setError(isApiError(e) ? e.message : t('common:genericError')),
      },
    );
  };

  return (
    <Drawer
      open
      title={title}
      size={wide ? 560 : '100%'}
      onClose={requestClose}
      footer={
        <DrawerFooter onCancel={requestClose}>
          <Button type="primary" disabled={!changed} loading={change.isPending} onClick={save}>
            {t('buttons.save')}
          </Button>
        </DrawerFooter>
      }
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Input
        allowClear={CLEARABLE}
        prefix={<SearchOutlined aria-hidden />}
        placeholder={t('changeManager.searchPlaceholder')}
        aria-label={t('changeManager.search')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        style={{ marginBottom: 12 }}
      />
      {list.isPending ? (
        <PageSpinner />
      ) : list.data === undefined ? (
        <Alert type="error" showIcon title={list.error.message} />
      ) : (
        <Table<ManagerChoice>
          rowKey="Id"
          size="small"
          dataSource={rows}
          aria-label={t('changeManager.list')}
          pagination={rows.length > 10 ? { pageSize: 10, showSizeChanger: false, size: 'small' } : false}
          locale={{ emptyText: search ? t('changeManager.noMatch') : t('changeManager.nobody') }}
          rowSelection={{
            type: 'radio',
            selectedRowKeys: chosen === null ? [] : [chosen],
            onChange: (keys) => setPicked(Number(keys[0])),
            getCheckboxProps: (record) => ({ 'aria-label': record.Name }),
          }}
          onRow={(record) => ({ onClick: () => setPicked(record.Id), style: { cursor: 'pointer' } })}
          columns={[
            {
              key: 'name',
              title: t('fields.name'),
              render: (_, m) => (
                <div style={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 }}>
                  <PersonAvatar name={m.Name} src={m.Avatar} size={28} />
                  <div style={{ minWidth: 0 }}>
                    <div style={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                      {m.Name}
                      {m.Id === current && <Typography.Text type="secondary"> {t('changeManager.current')}</Typography.Text>}
                    </div>
                    {m.JobTitle && (
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {m.JobTitle}
                      </Typography.Text>
                    )}
                  </div>
                </div>
              ),
            },
            ...(wide
              ? [{ key: 'dept', title: t('fields.department'), render: (_: unknown, m: ManagerChoice) => m.OrgUnit ?? DEFAULT_DEPARTMENT }]
              : []),
          ]}
        />
      )}
      {guard}
    </Drawer>
  );
}
