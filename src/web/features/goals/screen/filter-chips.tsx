import { ApartmentOutlined, FontSizeOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChipKind, FilterChip } from './goal-filter-url';

const ICONS: Partial<Record<ChipKind, React.ReactNode>> = {
  user: <UserOutlined />,
  dept: <ApartmentOutlined />,
  title: <FontSizeOutlined />,
};

/** The applied filters as removable chips, with a way to drop them all. */
export function FilterChips({ chips, onRemove, onClear }: { chips: FilterChip[]; onRemove: (key: string) => void; onClear: () => void }) {
  const { t } = useTranslation('goals');
  if (chips.length === 0) return null;
  return (
    <div
      role="list"
      aria-label={t('chips.label')}
      style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginBottom: 16 }}
    >
      {chips.map((chip) => (
        <Tag
          key={chip.key}
          role="listitem"
          icon={ICONS[chip.kind]}
          closable={{ 'aria-label': t('chips.remove', { label: chip.label }) }}
          onClose={(event) => {
            event.preventDefault();
            onRemove(chip.key);
          }}
          style={{ marginInlineEnd: 0, paddingBlock: 2, fontSize: 13 }}
        >
          {chip.label}
        </Tag>
      ))}
      <Button type="link" size="small" onClick={onClear}>
        {t('chips.clearAll')}
      </Button>
    </div>
  );
}
