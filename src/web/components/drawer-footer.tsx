import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A drawer's footer: Cancel, then the drawer's own buttons (Save, Send…), at the right; they wrap on a phone. A drawer
 * that only shows something (`readOnly`) has nothing to cancel: its button says Close.
 */
export function DrawerFooter({ onCancel, readOnly = false, children }: { onCancel: () => void; readOnly?: boolean; children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <Space style={{ width: '100%', justifyContent: 'flex-end' }} wrap>
      <Button onClick={onCancel}>{readOnly ? t('drawerFooter.close') : t('drawerFooter.cancel')}</Button>
      {children}
    </Space>
  );
}
