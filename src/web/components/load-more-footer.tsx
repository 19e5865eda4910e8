import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { numberText } from '../shared/numbers';

type LoadMoreFooterProps = {
  shown: number;
  total: number;
  /**
   * What is counted, singular and plural ('goal', 'goals'), in the caller's language and as it reads after 'N of M'
   * (German's dative: 'Ziel', 'Zielen'); the total chooses by the language's plural rules. Leave out for a bare 'N of M'.
   */
  noun?: [string, string];
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
};

/** Under a paged list: how many of how many are shown, and 'Load More' while more remain. */
export function LoadMoreFooter({ shown, total, noun, hasMore, loading, onMore }: LoadMoreFooterProps) {
  const { t } = useTranslation('common');
  const counts = { shown: numberText(shown), total: numberText(total) };
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 12,
        marginTop: 12,
        flexWrap: 'wrap',
      }}
    >
      <Typography.Text type="secondary" aria-live="polite">
        {noun ? t('loadMore.shownOfNoun', { ...counts, count: total, singular: noun[0], plural: noun[1] }) : t('loadMore.shownOf', counts)}
      </Typography.Text>
      {hasMore && (
        <Button onClick={onMore} loading={loading}>
          {t('loadMore.more')}
        </Button>
      )}
    </div>
  );
}
