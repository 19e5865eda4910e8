import { LockOutlined } from '@ant-design/icons';
import { App, Button, Select, Switch, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../../../domain/languages';
import type { ProfileDetail } from '../../../../contract/profile';
import { isApiError } from '../../../shared/api-client';
import { peopleCalls, usePeopleCall } from '../api/people-mutations';
import { CalendarFeedSetting } from '../calendar-feed';

type SettingsTabProps = { profile: ProfileDetail; onChangePassword: () => void };

const row = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 16,
  flexWrap: 'wrap',
  paddingBlock: 16,
} as const;

/** One setting: its title and what it does on the left, its control on the right; a line above all but the first. */
function SettingRow(p: { id: string; title: string; help: string; first?: boolean; children: ReactNode }) {
  return (
    <div style={p.first ? row : { ...row, borderTop: '1px solid rgba(5, 5, 5, 0.06)' }}>
      <div style={{ flex: '1 1 260px' }}>
        <Typography.Title level={3} id={p.id} style={{ fontSize: 16, margin: 0 }}>
          {p.title}
        </Typography.Title>
        <Typography.Text type="secondary">{p.help}</Typography.Text>
      </div>
      {p.children}
    </div>
  );
}

// The Select's value for 'no choice': antd's Select takes no null.
const FOLLOW = 'follow';

/** One's own language: a choice of Trellis's languages, or none (the browser's, then the company's). */
function LanguageSetting({ profile }: { profile: ProfileDetail }) {
  const { t } = useTranslation(['profile', 'common']);
  const { message } = App.useApp();
  // Saved, the session comes back with the choice and the screens switch to it (followSessionLanguage): that is the
  // confirmation. A refusal puts the choice back and says why.
  const choose = usePeopleCall(peopleCalls.language, { session: true });
  const [value, setValue] = useState<Language | typeof FOLLOW>(profile.Language ?? FOLLOW);
  const change = (next: Language | typeof FOLLOW) => {
    const was = value;
    setValue(next);
    choose.mutate(next === FOLLOW ? null : next, {
      onError: (error) => {
        setValue(was);
        void message.error(isApiError(error) ? error.message : t('common:genericError'));
      },
    });
  };
  return (
    <SettingRow id="language-setting" title={t('settings.language')} help={t('settings.languageHelp')}>
      <Select
        aria-labelledby="language-setting"
        value={value}
        onChange={change}
        loading={choose.isPending}
        style={{ minWidth: 240 }}
        options={[
          { value: FOLLOW, label: t('settings.browserLanguage') },
          // Each language by its own name, as language choices read everywhere.
          ...LANGUAGES.map((l) => ({ value: l, label: <span lang={l}>{LANGUAGE_NAMES[l]}</span> })),
        ]}
      />
    </SettingRow>
  );
}

/** Settings tab (one's own profile only): email notifications, language, Change Password and the calendar feed. */
export function SettingsTab({ profile, onChangePassword }: SettingsTabProps) {
  const { t } = useTranslation(['profile', 'common']);
  const { message } = App.useApp();
  const preference = usePeopleCall(peopleCalls.emailPreference);
  // The switch follows the click at once and goes back if the server refuses.
  const [on, setOn] = useState(profile.EmailNotifications ?? false);

  const toggle = (next: boolean) => {
    setOn(next);
    preference.mutate(next, {
      onSuccess: (result) => {
        setOn(result.EmailNotifications);
        void message.success(t(result.EmailNotifications ? 'settings.emailNotificationsOn' : 'settings.emailNotificationsOff'));
      },
      onError: (error) => {
        setOn(!next);
        void message.error(isApiError(error) ? error.message : t('common:genericError'));
      },
    });
  };

  return (
    <div>
      <SettingRow first id="email-notifications" title={t('settings.emailNotifications')} help={t('settings.emailNotificationsHelp')}>
        <Switch checked={on} loading={preference.isPending} onChange={toggle} aria-labelledby="email-notifications" />
      </SettingRow>
      <LanguageSetting profile={profile} />
      <SettingRow id="password-setting" title={t('settings.password')} help={t('settings.passwordHelp')}>
        <Button icon={<LockOutlined />} onClick={onChangePassword}>
          {t('settings.changePassword')}
        </Button>
      </SettingRow>
      <CalendarFeedSetting />
    </div>
  );
}
