import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** A screen's heading; the one h1 of the page. */
export function PageTitle({ children, extra }: { children: ReactNode; extra?: ReactNode }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 16, flexWrap: 'wrap', marginBottom: 24 }}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
        {children}
      </Typography.Title>
      {extra}
    </div>
  );
}
