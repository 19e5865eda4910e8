import { DeleteOutlined, EditOutlined, FlagOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Skeleton, theme as antTheme, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { errorText } from '../../../shared/api-client';
import { useDeleteTheme, useTheme } from '../api/theme';
import { ThemeDialog } from './theme-dialog';

type ThemeBannerProps = { quarter: string | null; mayEdit: boolean };

/** The running quarter's company theme; the CEO and org admins add, change and delete it. */
export function ThemeBanner({ quarter, mayEdit }: ThemeBannerProps) {
  const { token } = antTheme.useToken();
  const { modal, message } = App.useApp();
  const current = useTheme();
  const remove = useDeleteTheme();
  const [editing, setEditing] = useState(false);
  const label = quarter ? `${quarter} theme` : 'Theme of the quarter';

  if (current.isPending) return <Skeleton active title={false} paragraph={{ rows: 1 }} />;
  if (current.isError) return null;
  const themeTitle = current.data?.Title ?? null;
  if (!themeTitle && !mayEdit) return null;

  const confirmDelete = () =>
    modal.confirm({
      title: 'Delete the theme?',
      content: `“${themeTitle}” will no longer show on everyone’s dashboard.`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: () => remove.mutateAsync().catch((error: unknown) => void message.error(errorText(error))),
    });

  return (
    <section
      aria-label="Company theme"
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        padding: '12px 14px',
        marginBottom: 16,
        borderRadius: token.borderRadiusLG,
        background: themeTitle ? token.colorPrimaryBg : token.colorFillQuaternary,
        border: themeTitle ? `1px solid ${token.colorPrimaryBorder}` : `1px dashed ${token.colorBorder}`,
      }}
    >
      <FlagOutlined aria-hidden style={{ fontSize: 20, color: token.colorPrimary, flexShrink: 0 }} />
      <div style={{ flex: 1, minWidth: 0 }}>
        <Typography.Text type="secondary" style={{ fontSize: 12, textTransform: 'uppercase', letterSpacing: 0.4 }}>
          {label}
        </Typography.Text>
        <div style={{ fontSize: 16, fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="theme-title">
          {themeTitle ?? (
            <Typography.Text type="secondary" style={{ fontWeight: 400 }}>
              No theme set for this quarter.
            </Typography.Text>
          )}
        </div>
      </div>
      {mayEdit &&
        (themeTitle ? (
          <div style={{ display: 'flex', gap: 4, flexShrink: 0 }}>
            <Tooltip title="Edit theme">
              <Button type="text" icon={<EditOutlined />} aria-label="Edit theme" onClick={() => setEditing(true)} />
            </Tooltip>
            <Tooltip title="Delete theme">
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label="Delete theme"
                onClick={confirmDelete}
                loading={remove.isPending}
              />
            </Tooltip>
          </div>
        ) : (
          <Button icon={<PlusOutlined />} onClick={() => setEditing(true)}>
            Add Theme
          </Button>
        ))}
      {editing && (
        <ThemeDialog title={themeTitle ? 'Edit Theme' : 'Add Theme'} initial={themeTitle ?? ''} onClose={() => setEditing(false)} />
      )}
    </section>
  );
}
