import { CheckSquareOutlined } from '@ant-design/icons';
import { Badge, Tooltip } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSignedInSession } from '../../../shared/session';
import { openCountLabel } from '../action-item-rules';
import { useOpenActionItemCount } from '../api/action-items-api';

/** The header's link to the Action Items page, with the number of open items assigned to the viewer. */
export function ActionItemsLink({ style }: { style: CSSProperties }) {
  const { t } = useTranslation('actionItems');
  const { Profile } = useSignedInSession();
  const open = useOpenActionItemCount(Profile.Id).data ?? 0;
  return (
    // The tip opens inside the header it belongs to (not at the end of the page, outside every landmark: axe's region).
    <Tooltip title={t('link.tip')} getPopupContainer={(link) => link.parentElement ?? document.body}>
      <Link to="/v3/actionitems" aria-label={openCountLabel(open, t)} style={style}>
        <Badge count={open} overflowCount={99} size="small" offset={[4, -4]}>
          <CheckSquareOutlined aria-hidden style={{ fontSize: 18 }} />
        </Badge>
      </Link>
    </Tooltip>
  );
}
