import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Drawer, Empty } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';

// Notifications arrive in a later release; until then the count is honestly zero and the list empty.
const UNREAD_COUNT = 0;

export function NotificationsBell() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Badge count={UNREAD_COUNT} size="small" offset={[-6, 6]}>
        <Button type="text" shape="circle" aria-label="Notifications" icon={<BellOutlined style={{ fontSize: 18 }} />} onClick={() => setOpen(true)} />
      </Badge>
      <Drawer
        title="Notifications"
        open={open}
        onClose={() => setOpen(false)}
        size={380}
        extra={
          <Link to="/v3/notifications" onClick={() => setOpen(false)}>
            View All
          </Link>
        }
      >
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="There are no notifications right now." />
      </Drawer>
    </>
  );
}
