import type { StrategyBasic } from '../../../../contract/strategy';
import { BASIC_FIELDS, BASIC_LABELS } from '../../../../domain/strategy/sections';
import { BASIC_GUIDANCE } from '../page/strategy-rules';
import { openValues } from './edit-rules';
import { RichTextField } from './rich-text-field';
import { SectionDrawer } from './section-drawer';

/** Mission, Vision and Differentiating Values. */
export function BasicsDrawer({ basic, onClose }: { basic: StrategyBasic; onClose: () => void }) {
  return (
    <SectionDrawer
      title="Mission, Vision, & Values"
      section="StrategyBasic"
      fields={BASIC_FIELDS}
      initial={openValues(BASIC_FIELDS, basic)}
      onClose={onClose}
    >
      {BASIC_FIELDS.map((field) => (
        <RichTextField key={field} name={field} label={BASIC_LABELS[field]} guidance={BASIC_GUIDANCE[field]} />
      ))}
    </SectionDrawer>
  );
}
