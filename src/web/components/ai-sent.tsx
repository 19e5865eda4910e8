import { Collapse, Typography } from 'antd';

const pre = { whiteSpace: 'pre-wrap', margin: '0 0 8px', fontSize: 12, maxHeight: 280, overflow: 'auto' } as const;

/** 'What we sent to the AI' (issue 16): the instructions and the request a model was given, folded away. */
export function AiSent({ sent }: { sent: { System: string; User: string } | null }) {
  if (!sent) return null;
  return (
    <Collapse
      size="small"
      ghost
      items={[
        {
          key: 'sent',
          label: 'What we sent to the AI',
          children: (
            <>
              <Typography.Text strong>Instructions</Typography.Text>
              <pre style={pre}>{sent.System}</pre>
              <Typography.Text strong>Request</Typography.Text>
              <pre style={pre}>{sent.User}</pre>
            </>
          ),
        },
      ]}
    />
  );
}
