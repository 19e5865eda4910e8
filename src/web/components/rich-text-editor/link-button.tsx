import { Button, Input, Popover, Space, Tooltip, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
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
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The editor loses focus to the address field; remember whether the selection was a link.
  const [onLink, setOnLink] = useState(false);

  const apply = () => {
    const next = linkHref(draft);
    if (!next) {
      setError('Enter a web address (https://…) or an email address.');
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
          setError(null);
        }
      }}
      content={
        <div style={{ width: 280 }}>
          <Input
            autoFocus
            aria-label="Link address"
            placeholder="https://example.com"
            value={draft}
            status={error ? 'error' : undefined}
            onChange={(event) => setDraft(event.target.value)}
            onPressEnter={apply}
          />
          {error && (
            <Typography.Text type="danger" style={{ fontSize: 12 }}>
              {error}
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
                Remove link
              </Button>
            )}
            <Button size="small" type="primary" onClick={apply}>
              Apply
            </Button>
          </Space>
        </div>
      }
    >
      <Tooltip title="Link">
        <Button
          type={active ? 'primary' : 'text'}
          ghost={active}
          size="small"
          icon={icon}
          aria-label="Link"
          aria-pressed={active}
          disabled={disabled}
          onMouseDown={(event) => event.preventDefault()}
        />
      </Tooltip>
    </Popover>
  );
}
