import { Select, Typography, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';

/** A person offered by a people search: the name, and a second line (job title, department) when known. */
export type PersonOption = { value: number; label: string; sub: string };

type PeopleSelectProps = Omit<
  SelectProps<number, PersonOption>,
  'options' | 'showSearch' | 'optionRender' | 'notFoundContent' | 'loading' | 'placeholder' | 'style'
> & {
  options: PersonOption[];
  loading: boolean;
  /** The text typed: the caller asks the server (the select does not filter what it was given). */
  onSearch: (text: string) => void;
};

/** A select of people that the server searches by name as one types; each shows their name and, below, what they do. */
export function PeopleSelect({ options, loading, onSearch, ...select }: PeopleSelectProps) {
  const { t } = useTranslation('common');
  return (
    <Select<number, PersonOption>
      {...select}
      placeholder={t('peopleSelect.placeholder')}
      loading={loading}
      showSearch={{ filterOption: false, onSearch }}
      options={options}
      notFoundContent={loading ? t('peopleSelect.loading') : t('peopleSelect.nobody')}
      optionRender={(option) => (
        <div>
          <div>{option.data.label}</div>
          {option.data.sub && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {option.data.sub}
            </Typography.Text>
          )}
        </div>
      )}
      style={{ width: '100%' }}
    />
  );
}
