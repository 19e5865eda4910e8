import { SearchOutlined } from '@ant-design/icons';
import { AutoComplete, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { useGoalSearch } from '../api/get-prediction';
import { CLEARABLE } from '../../../components/clearable';

type GoalSwitcherProps = { onChoose: (goalId: number) => void };

/** Finds another goal by its title (searchgoals) and shows its matrix. */
export function GoalSwitcher({ onChoose }: GoalSwitcherProps) {
  const { t } = useTranslation('predictions');
  const [text, setText] = useState('');
  const typed = useDebouncedValue(text.trim(), 250);
  const found = useGoalSearch(typed);
  const options = (found.data ?? []).map((goal) => ({
    value: String(goal.Id),
    label: (
      <div style={{ display: 'grid' }}>
        <span style={{ whiteSpace: 'normal' }}>{goal.Title}</span>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {goal.UserName} · {goal.Quarter} · {t('switcher.aligned', { count: goal.ChildCount })}
        </Typography.Text>
      </div>
    ),
  }));
  const searched = typed.length > 0 && found.isSuccess;

  return (
    <AutoComplete
      value={text}
      options={options}
      onSearch={setText}
      onSelect={(id: string) => {
        setText('');
        onChoose(Number(id));
      }}
      notFoundContent={searched ? t('switcher.nothingFound') : null}
      style={{ width: '100%', maxWidth: 360 }}
      popupMatchSelectWidth={360}
    >
      <Input
        prefix={<SearchOutlined aria-hidden />}
        placeholder={t('switcher.find')}
        aria-label={t('switcher.find')}
        allowClear={CLEARABLE}
      />
    </AutoComplete>
  );
}
