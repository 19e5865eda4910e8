import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StrategyObjective } from '../../../../contract/strategy';
import { OBJECTIVE_FIELDS } from '../../../../domain/strategy/sections';
import { openValues } from './edit-rules';
import { RichTextField } from './rich-text-field';
import { SectionDrawer } from './section-drawer';

/** The six strategic objective areas, numbered as on the page. */
export function ObjectivesDrawer({ objectives, onClose }: { objectives: StrategyObjective; onClose: () => void }) {
  const { t } = useTranslation('strategy');
  return (
    <SectionDrawer
      title={t('objectives.title')}
      section="StrategyObjective"
      fields={OBJECTIVE_FIELDS}
      initial={openValues(OBJECTIVE_FIELDS, objectives)}
      onClose={onClose}
    >
      <Typography.Paragraph type="secondary">{t('objectives.drawerIntro')}</Typography.Paragraph>
      {OBJECTIVE_FIELDS.map((field, i) => (
        <RichTextField
          key={field}
          name={field}
          label={t('objectives.fieldLabel', { number: i + 1, area: t(`objectives.area.${field}`) })}
          guidance={t(`objectives.guidance.${field}`)}
        />
      ))}
    </SectionDrawer>
  );
}
