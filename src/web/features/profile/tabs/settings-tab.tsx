import { LockOutlined } from '@ant-design/icons';
import { App, Button, Switch, Typography } from 'antd';
import { useState } from 'react';
import type { ProfileDetail } from '../../../../contract/profile';
import { GENERIC_ERROR, isApiError } from '../../../shared/api-client';
import { peopleCalls, usePeopleCall } from '../api/people-mutations';

type SettingsTabProps = { profile: ProfileDetail; onChangePassword: () => void };

const row = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 16,
  flexWrap: 'wrap',
  paddingBlock: 16,
} as const;

/** Settings tab (one's own profile only): email notifications and Change Password. */
export function SettingsTab({ profile, onChangePassword }: SettingsTabProps) {
  const { message } = App.useApp();
  const preference = usePeopleCall(peopleCalls.emailPreference);
  // The switch follows the click at once and goes back if the server refuses.
  const [on, setOn] = useState(profile.EmailNotifications ?? false);

  const toggle = (next: boolean) => {
    setOn(next);
    preference.mutate(next, {
      onSuccess: (result) => {
        setOn(result.EmailNotifications);
        void message.success(result.EmailNotifications ? 'Email notifications are on.' : 'Email notifications are off.');
      },
      onError: (error) => {
        setOn(!next);
        void message.error(isApiError(error) ? error.message : GENERIC_ERROR);
      },
    });
  };

  return (
    <div>
      <div style={row}>
        <div style={{ flex: '1 1 260px' }}>
          <Typography.Title level={3} id="email-notifications" style={{ fontSize: 16, margin: 0 }}>
            Email notifications
          </Typography.Title>
          <Typography.Text type="secondary">
            Emails about your goals, approvals and your team’s updates. In-app notifications stay on either way.
          </Typography.Text>
        </div>
        <Switch checked={on} loading={preference.isPending} onChange={toggle} aria-labelledby="email-notifications" />
      </div>
      <div style={{ ...row, borderTop: '1px solid rgba(5, 5, 5, 0.06)' }}>
        <div style={{ flex: '1 1 260px' }}>
          <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
            Password
          </Typography.Title>
          <Typography.Text type="secondary">Changing it signs you out everywhere else.</Typography.Text>
        </div>
        <Button icon={<LockOutlined />} onClick={onChangePassword}>
          Change Password
        </Button>
      </div>
    </div>
  );
}
