import { Card, Typography } from 'antd';
import { PageTitle } from './page-title';

/** An honest stand-in for a screen that a later release fills; it shows no data. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <Card>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          This area is coming in a later release.
        </Typography.Paragraph>
      </Card>
    </>
  );
}
