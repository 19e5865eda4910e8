import { useTranslation } from 'react-i18next';
import type { CSSProperties } from 'react';
import { TrellisMark } from './trellis-mark';
import { useWiderThan } from '../shared/use-wider-than';
import './page-skeleton.css';

/** A title bar (when given its width) over `rows` lines, the last shorter unless `full`: a block of a page's outline. */
function Bars({ title, rows, full = false }: { title?: CSSProperties['width']; rows: number; full?: boolean }) {
  return (
    <div className={full ? 'trellis-skeleton trellis-skeleton-full' : 'trellis-skeleton'}>
      {title !== undefined && <div className="trellis-skeleton-title" style={{ width: title }} />}
      <div className="trellis-skeleton">
        {Array.from({ length: rows }, (_, row) => (
          <div key={row} className="trellis-skeleton-line" />
        ))}
      </div>
    </div>
  );
}

/** The outline of a page's content (or a drawer's, or a card's) while it loads. */
export function PageSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div role="status" aria-label={t('loading')} aria-busy="true" style={{ display: 'grid', gap: 24 }}>
      <Bars title={200} rows={3} />
      <Bars title="40%" rows={4} />
    </div>
  );
}

/**
 * The product's frame while the signed-in area loads: the header bar (in the tenant's colour index.html was
 * given), the menu column on wide screens and the page outline. It continues index.html's splash, so the
 * screen does not change shape as the app takes over.
 */
export function FrameSkeleton() {
  const wide = useWiderThan('lg');
  const { t } = useTranslation('common');
  return (
    <div role="status" aria-label={t('loading')} aria-busy="true" style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <div
        style={{
          height: 56,
          boxSizing: 'border-box',
          display: 'flex',
          alignItems: 'center',
          gap: 10,
          padding: wide ? '0 24px' : '0 16px',
          background: '#fff',
          borderTop: '4px solid var(--tenant-colour, #3781c2)',
          borderBottom: '1px solid rgba(5, 5, 5, 0.06)',
        }}
      >
        <TrellisMark />
      </div>
      <div style={{ flex: 1, display: 'flex' }}>
        {wide && (
          <div
            style={{
              width: 220,
              background: '#fff',
              borderInlineEnd: '1px solid rgba(5, 5, 5, 0.06)',
              padding: 16,
              boxSizing: 'border-box',
            }}
          >
            <Bars rows={6} full />
          </div>
        )}
        <div style={{ flex: 1, minWidth: 0, padding: wide ? '24px 32px' : 16 }}>
          <div style={{ maxWidth: 1200, margin: '0 auto' }}>
            <PageSkeleton />
          </div>
        </div>
      </div>
    </div>
  );
}

/**
 * What a page shows while it loads: its outline in skeletons (the frame and all when `fullScreen`), never a
 * page-filling spinner. The name is kept from when it was a spinner; it is announced as 'Loading'.
 */
export function PageSpinner({ fullScreen = false }: { fullScreen?: boolean }) {
  return fullScreen ? <FrameSkeleton /> : <PageSkeleton />;
}
