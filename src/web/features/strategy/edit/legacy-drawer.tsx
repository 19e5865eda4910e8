import { useTranslation } from 'react-i18next';
import type { StrategyBasic } from '../../../../contract/strategy';
import { LEGACY_FIELDS } from '../../../../domain/strategy/sections';
import { openValues } from './edit-rules';
import { RichTextField } from './rich-text-field';
import { SectionDrawer } from './section-drawer';

/** The ten strategy questions of the earlier strategy page (Field1–Field10), kept editable while they hold text. */
export function LegacyDrawer({ basic, onClose }: { basic: StrategyBasic; onClose: () => void }) {
  const { t } = useTranslation('strategy');
  return (
    <SectionDrawer
      title={t('legacy.title')}
      section="StrategyBasic"
      fields={LEGACY_FIELDS}
      initial={openValues(LEGACY_FIELDS, basic)}
      onClose={onClose}
    >
      {LEGACY_FIELDS.map((field, i) => (
        <RichTextField key={field} name={field} label={t('legacy.note', { number: i + 1 })} guidance={t('legacy.guidance')} />
      ))}
    </SectionDrawer>
  );
}
