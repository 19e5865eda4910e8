import { useTranslation } from 'react-i18next';
import type { StrategyBasic } from '../../../../contract/strategy';
import { BASIC_FIELDS } from '../../../../domain/strategy/sections';
import { openValues } from './edit-rules';
import { RichTextField } from './rich-text-field';
import { SectionDrawer } from './section-drawer';

/** Mission, Vision and Differentiating Values. */
export function BasicsDrawer({ basic, onClose }: { basic: StrategyBasic; onClose: () => void }) {
  const { t } = useTranslation('strategy');
  return (
    <SectionDrawer
      title={t('basics.title')}
      section="StrategyBasic"
      fields={BASIC_FIELDS}
      initial={openValues(BASIC_FIELDS, basic)}
      onClose={onClose}
    >
      {BASIC_FIELDS.map((field) => (
        <RichTextField key={field} name={field} label={t(`basics.label.${field}`)} guidance={t(`basics.guidance.${field}`)} />
      ))}
    </SectionDrawer>
  );
}
