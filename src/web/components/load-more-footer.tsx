import { Button, Typography } from 'antd';

type LoadMoreFooterProps = {
  shown: number;
  total: number;
  /** What is counted, singular and plural ('goal', 'goals'); leave out for a bare 'N of M'. */
  noun?: [string, string];
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
};

/** Under a paged list: how many of how many are shown, and 'Load More' while more remain. */
export function LoadMoreFooter({ shown, total, noun, hasMore, loading, onMore }: LoadMoreFooterProps) {
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
        {shown} of {total}
        {noun ? ` ${total === 1 ? noun[0] : noun[1]}` : ''}
      </Typography.Text>
      {hasMore && (
        <Button onClick={onMore} loading={loading}>
          Load More
        </Button>
      )}
    </div>
  );
}
