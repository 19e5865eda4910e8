import {
  AimOutlined,
  ApartmentOutlined,
  BarChartOutlined,
  CheckSquareOutlined,
  CompassOutlined,
  DotChartOutlined,
  HomeOutlined,
  QuestionCircleOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import { Menu } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTargetPathname } from '../../components/navigation-progress';
import { useSignedInSession } from '../../shared/session';
import { menuEntriesFor, menuKeyOfPath, type MenuKey } from './menu-entries';

const ICONS: Record<MenuKey, ReactNode> = {
  home: <HomeOutlined />,
  goals: <AimOutlined />,
  predictions: <DotChartOutlined />,
  organization: <ApartmentOutlined />,
  strategy: <CompassOutlined />,
  talent: <TrophyOutlined />,
  actionitems: <CheckSquareOutlined />,
  reports: <BarChartOutlined />,
  help: <QuestionCircleOutlined />,
};

/** The main navigation; `onNavigate` lets the mobile drawer close after a choice. */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('app');
  const session = useSignedInSession();
  // The address being navigated to, not the one on screen: the entry lights up on the click, while the page loads.
  const selected = menuKeyOfPath(useTargetPathname());
  return (
    <Menu
      mode="inline"
      selectedKeys={selected ? [selected] : []}
      style={{ borderInlineEnd: 'none' }}
      onClick={onNavigate}
      items={menuEntriesFor(session).map((entry) => ({
        key: entry.key,
        icon: ICONS[entry.key],
        label: <Link to={entry.path}>{t(`menu.${entry.key}`)}</Link>,
      }))}
    />
  );
}
