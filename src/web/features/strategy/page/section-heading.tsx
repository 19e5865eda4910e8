import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** A section's h2 with an optional subtitle and, for editors, its button. */
export function SectionHeading({ id, title, subtitle, action }: { id: string; title: string; subtitle?: string; action?: ReactNode }) {
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'flex-end',
        justifyContent: 'space-between',
        gap: 12,
        flexWrap: 'wrap',
        margin: '0 0 12px',
      }}
    >
      <div>
        <h2 id={id} style={{ fontSize: 18, fontWeight: 600, margin: 0 }}>
          {title}
        </h2>
        {subtitle && (
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            {subtitle}
          </Typography.Text>
        )}
      </div>
      {action}
    </div>
  );
}
