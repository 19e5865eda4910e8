import { Button, Space } from 'antd';
import type { ReactNode } from 'react';

/** A drawer's footer: Cancel, then the drawer's own buttons (Save, Send…), at the right; they wrap on a phone. */
export function DrawerFooter({ onCancel, children }: { onCancel: () => void; children: ReactNode }) {
  return (
    <Space style={{ width: '100%', justifyContent: 'flex-end' }} wrap>
      <Button onClick={onCancel}>Cancel</Button>
      {children}
    </Space>
  );
}
