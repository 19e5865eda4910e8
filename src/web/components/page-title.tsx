import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { textOf, useDocumentTitle } from './document-title';

/**
 * A screen's heading; the one h1 of the page. It also names the browser tab ('Goals · Trellis'), from its text
 * unless `documentTitle` says otherwise.
 */
export function PageTitle({ children, extra, documentTitle }: { children: ReactNode; extra?: ReactNode; documentTitle?: string }) {
  useDocumentTitle(documentTitle ?? textOf(children), 'page');
  return (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 16, flexWrap: 'wrap', marginBottom: 24 }}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
        {children}
      </Typography.Title>
      {extra}
    </div>
  );
}
