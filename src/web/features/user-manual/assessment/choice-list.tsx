import { CheckCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Assessment } from '../../../../contract/user-manual';
import { choiceText } from '../manual-texts';
import './assessment.css';

type ChoiceListProps = {
  labelledBy: string;
  choices: Assessment['Choices'];
  value: number | undefined;
  onChoose: (value: number) => void;
};

/** The five answers as big buttons, a radio group for assistive technology. */
export function ChoiceList({ labelledBy, choices, value, onChoose }: ChoiceListProps) {
  const { t } = useTranslation('manual');
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="assessment__choices">
      {choices.map((choice) => {
        const chosen = choice.Value === value;
        return (
          <button
            key={choice.Value}
            type="button"
            role="radio"
            aria-checked={chosen}
            className={chosen ? 'assessment__choice assessment__choice--chosen' : 'assessment__choice'}
            onClick={() => onChoose(choice.Value)}
          >
            <span>{choiceText(t, choice.Value, choice.Label)}</span>
            {chosen && <CheckCircleFilled aria-hidden />}
          </button>
        );
      })}
    </div>
  );
}
