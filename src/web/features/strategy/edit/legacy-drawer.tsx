import type { StrategyBasic } from '../../../../contract/strategy';
import { LEGACY_FIELDS } from '../../../../domain/strategy/sections';
import { openValues } from './edit-rules';
import { RichTextField } from './rich-text-field';
import { SectionDrawer } from './section-drawer';

/** The ten strategy questions of the earlier strategy page (Field1–Field10), kept editable while they hold text. */
export function LegacyDrawer({ basic, onClose }: { basic: StrategyBasic; onClose: () => void }) {
  return (
    <SectionDrawer
      title="Earlier Strategy Notes"
      section="StrategyBasic"
      fields={LEGACY_FIELDS}
      initial={openValues(LEGACY_FIELDS, basic)}
      onClose={onClose}
    >
      {LEGACY_FIELDS.map((field, i) => (
        <RichTextField key={field} name={field} label={`Note ${i + 1}`} guidance="Clear a note to remove it from the page." />
      ))}
    </SectionDrawer>
  );
}
