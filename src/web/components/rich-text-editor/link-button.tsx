import { Button, Input, Popover, Space, Tooltip, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { linkHref } from './link-href';

type LinkButtonProps = {
  icon: ReactNode;
  active: boolean;
  href: string;
  disabled: boolean;
  onApply: (href: string) => void;
  onRemove: () => void;
};

/** The editor's Link tool: a small popover to add, change or remove the link of the selected text. */
export function LinkButton({ icon, active, href, disabled, onApply, onRemove }: LinkButtonProps) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const [invalid, setInvalid] = useState(false);
  // The editor loses focus to the address field; remember whether the selection was a link.
  const [onLink, setOnLink] = useState(false);

  const apply = () => {
    const next = linkHref(draft);
    if (!next) {
      setInvalid(true);
      return;
    }
    onApply(next);
    setOpen(false);
  };

  return (
    <Popover
      open={open}
      trigger="click"
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setDraft(href);
          setOnLink(active);
          setInvalid(false);
        }
      }}
      content={
        <div style={{ width: 280 }}>
          <Input
            autoFocus
            aria-label={t('richText.linkAddress')}
            placeholder={t('richText.linkPlaceholder')}
            value={draft}
            status={invalid ? 'error' : undefined}
            onChange={(event) => setDraft(event.target.value)}
            onPressEnter={apply}
          />
          {invalid && (
            <Typography.Text type="danger" style={{ fontSize: 12 }}>
              {t('richText.linkInvalid')}
            </Typography.Text>
          )}
          <Space style={{ marginTop: 8, width: '100%', justifyContent: 'flex-end' }}>
            {onLink && (
              <Button
                size="small"
                onClick={() => {
                  onRemove();
                  setOpen(false);
                }}
              >
                {t('richText.removeLink')}
              </Button>
            )}
            <Button size="small" type="primary" onClick={apply}>
              {t('richText.apply')}
            </Button>
          </Space>
        </div>
      }
    >
      <Tooltip title={t('richText.link')}>
        <Button
          type={active ? 'primary' : 'text'}
          ghost={active}
          size="small"
          icon={icon}
          aria-label={t('richText.link')}
          aria-pressed={active}
          disabled={disabled}
          onMouseDown={(event) => event.preventDefault()}
        />
      </Tooltip>
    </Popover>
  );
}
