import { Spin } from 'antd';

/** Centred spinner for a page (or the whole screen) that is still loading. */
export function PageSpinner({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <div
      role="status"
      aria-label="Loading"
      style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: fullScreen ? '100vh' : 240 }}
    >
      <Spin size="large" />
    </div>
  );
}
