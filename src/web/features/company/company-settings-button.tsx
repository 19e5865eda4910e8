import { SettingOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canEditCompany, canEditCompanySettings } from '../../../domain/people/permissions';
import { lazyNamed } from '../../shared/lazy-named';
import { useSignedInSession } from '../../shared/session';

// The drawer (and its form pieces) loads with its first opening.
const CompanyDrawer = lazyNamed(() => import('./company-drawer'), 'CompanyDrawer');

/**
 * 'Company Settings' and the drawer it opens, wherever a page offers it (Organization, Strategy): the CEO edits the
 * company, org admins reach its settings (private notes, talent, AI) through the same drawer; nobody else sees it.
 */
export function CompanySettingsButton() {
  const { t } = useTranslation('company');
  const { Profile } = useSignedInSession();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  if (!canEditCompany(Profile) && !canEditCompanySettings(Profile)) return null;
  return (
    <>
      <Button
        icon={<SettingOutlined />}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        {t('button')}
      </Button>
      {used && (
        <Suspense>
          <CompanyDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
