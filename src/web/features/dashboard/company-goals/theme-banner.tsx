import { DeleteOutlined, EditOutlined, FlagOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Skeleton, theme as antTheme, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api-client';
import { useDeleteTheme, useTheme } from '../api/theme';
import { ThemeDialog } from './theme-dialog';

type ThemeBannerProps = { quarter: string | null; mayEdit: boolean };

/** The running quarter's company theme; the CEO and org admins add, change and delete it. */
export function ThemeBanner({ quarter, mayEdit }: ThemeBannerProps) {
  const { t } = useTranslation('dashboard');
  const { token } = antTheme.useToken();
  const { modal, message } = App.useApp();
  const current = useTheme();
  const remove = useDeleteTheme();
  const [editing, setEditing] = useState(false);
  const label = quarter ? t('theme.labelOfQuarter', { quarter }) : t('theme.label');

  if (current.isPending) return <Skeleton active title={false} paragraph={{ rows: 1 }} />;
  if (current.isError) return null;
  const themeTitle = current.data?.Title ?? null;
  if (!themeTitle && !mayEdit) return null;

  const confirmDelete = () =>
    modal.confirm({
      title: t('theme.deleteTitle'),
      content: t('theme.deleteText', { title: themeTitle }),
      okText: t('theme.deleteOk'),
      okButtonProps: { danger: true },
      onOk: () => remove.mutateAsync().catch((error: unknown) => void message.error(errorText(error))),
    });

  return (
    <section
      aria-label={t('theme.region')}
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
              {t('theme.none')}
            </Typography.Text>
          )}
        </div>
      </div>
      {mayEdit &&
        (themeTitle ? (
          <div style={{ display: 'flex', gap: 4, flexShrink: 0 }}>
            <Tooltip title={t('theme.edit')}>
              <Button type="text" icon={<EditOutlined />} aria-label={t('theme.edit')} onClick={() => setEditing(true)} />
            </Tooltip>
            <Tooltip title={t('theme.delete')}>
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('theme.delete')}
                onClick={confirmDelete}
                loading={remove.isPending}
              />
            </Tooltip>
          </div>
        ) : (
          <Button icon={<PlusOutlined />} onClick={() => setEditing(true)}>
            {t('theme.add')}
          </Button>
        ))}
      {editing && (
        <ThemeDialog
          title={themeTitle ? t('theme.dialogEdit') : t('theme.add')}
          initial={themeTitle ?? ''}
          onClose={() => setEditing(false)}
        />
      )}
    </section>
  );
}
