import { Typography } from 'antd';
import type { StrategyObjective } from '../../../../contract/strategy';
import { OBJECTIVE_FIELDS } from '../../../../domain/strategy/sections';
import { OBJECTIVE_GUIDANCE } from '../page/strategy-rules';
import { openValues } from './edit-rules';
import { RichTextField } from './rich-text-field';
import { SectionDrawer } from './section-drawer';

/** The six strategic objective areas, numbered as on the page. */
export function ObjectivesDrawer({ objectives, onClose }: { objectives: StrategyObjective; onClose: () => void }) {
  return (
    <SectionDrawer
      title="Strategic Objectives"
      section="StrategyObjective"
      fields={OBJECTIVE_FIELDS}
      initial={openValues(OBJECTIVE_FIELDS, objectives)}
      onClose={onClose}
    >
      <Typography.Paragraph type="secondary">
        Where must the company be in two to three years? Fill the areas that matter to you; only filled areas are shown to your
        organization.
      </Typography.Paragraph>
      {OBJECTIVE_FIELDS.map((field, i) => (
        <RichTextField key={field} name={field} label={`${i + 1}. ${field}`} guidance={OBJECTIVE_GUIDANCE[field]} />
      ))}
    </SectionDrawer>
  );
}
