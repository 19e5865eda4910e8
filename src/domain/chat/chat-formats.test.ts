import { describe, expect, it } from 'vitest';
import type { ChatMessage } from './chat-message';
import { SLACK_HEADER_MAX, slackEscape, slackPayload } from './slack-message';
import { teamsEscape, teamsPayload } from './teams-message';

const message: ChatMessage = {
  title: 'Goal at risk',
  lines: [{ text: '“Grow revenue” (Pat Lee) is now at risk: Not sure', url: 'https://acme.trellis.example/v3/goals/7' }, { text: 'Plain' }],
  url: 'https://acme.trellis.example/v3/goals/7',
};

describe('Slack incoming webhook body', () => {
  it('has the fallback text, a header, a mrkdwn section per line (links as <url|text>) and a button to the page', () => {
    expect(slackPayload(message, 'Open in Trellis')).toEqual({
      text: 'Goal at risk\n“Grow revenue” (Pat Lee) is now at risk: Not sure\nPlain',
      blocks: [
        { type: 'header', text: { type: 'plain_text', text: 'Goal at risk', emoji: true } },
        {
          type: 'section',
          text: { type: 'mrkdwn', text: '<https://acme.trellis.example/v3/goals/7|“Grow revenue” (Pat Lee) is now at risk: Not sure>' },
        },
        { type: 'section', text: { type: 'mrkdwn', text: 'Plain' } },
        {
          type: 'actions',
          elements: [
            { type: 'button', text: { type: 'plain_text', text: 'Open in Trellis' }, url: 'https://acme.trellis.example/v3/goals/7' },
          ],
        },
      ],
    });
  });

  it.each([
    ['a mention', '<!channel> ship it', '&lt;!channel&gt; ship it'],
    ['an ampersand', 'R&D', 'R&amp;D'],
    ['a made-up link', '<https://evil.example|click>', '&lt;https://evil.example|click&gt;'],
    ['plain words', 'Grow revenue', 'Grow revenue'],
  ])('escapes %s in what people wrote', (_name, text, escaped) => {
    expect(slackEscape(text)).toBe(escaped);
    const section = slackPayload({ title: 't', lines: [{ text }] }, 'Open').blocks[1];
    expect(section).toEqual({ type: 'section', text: { type: 'mrkdwn', text: escaped } });
  });

  it('keeps a pipe in a link’s text from ending it, and cuts a long title to the header’s limit', () => {
    const payload = slackPayload({ title: 'x'.repeat(200), lines: [{ text: 'a|b', url: 'https://t.example/a' }] }, 'Open');
    expect(payload.blocks[0]).toEqual({
      type: 'header',
      text: { type: 'plain_text', text: `${'x'.repeat(SLACK_HEADER_MAX - 1)}…`, emoji: true },
    });
    expect(payload.blocks[1]).toEqual({ type: 'section', text: { type: 'mrkdwn', text: '<https://t.example/a|a¦b>' } });
  });

  it('leaves out the button when the message names no page', () => {
    expect(slackPayload({ title: 'Hi', lines: [] }, 'Open').blocks.map((b) => b.type)).toEqual(['header']);
  });
});

describe('Teams Workflows webhook body', () => {
  it('is a message with one Adaptive Card 1.4: the title in bold, a TextBlock per line, a link to the page', () => {
    expect(teamsPayload(message, 'Open in Trellis')).toEqual({
      type: 'message',
      attachments: [
        {
          contentType: 'application/vnd.microsoft.card.adaptive',
          contentUrl: null,
          content: {
            $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
            type: 'AdaptiveCard',
            version: '1.4',
            body: [
              { type: 'TextBlock', text: 'Goal at risk', weight: 'Bolder', size: 'Medium', wrap: true },
              {
                type: 'TextBlock',
                text: '[“Grow revenue” \\(Pat Lee\\) is now at risk: Not sure](https://acme.trellis.example/v3/goals/7)',
                wrap: true,
              },
              { type: 'TextBlock', text: 'Plain', wrap: true },
            ],
            actions: [{ type: 'Action.OpenUrl', title: 'Open in Trellis', url: 'https://acme.trellis.example/v3/goals/7' }],
          },
        },
      ],
    });
  });

  it.each([
    ['bold', '**Grow** revenue', '\\*\\*Grow\\*\\* revenue'],
    ['a link', '[click](https://evil.example)', '\\[click\\]\\(https://evil.example\\)'],
    ['a list', '- first', '\\- first'],
    ['a numbered list', '1. first', '1\\. first'],
    ['a heading', '# Big', '\\# Big'],
    ['a quote', '> quoted, a > b', '\\> quoted, a > b'],
    ['a template function', '{{DATE(2017-02-14T06:08:39Z, SHORT)}}', '{\u200B{DATE\\(2017-02-14T06:08:39Z, SHORT\\)}}'],
    ['underscores', 'snake_case_name', 'snake\\_case\\_name'],
    ['plain words', 'Grow revenue', 'Grow revenue'],
  ])('escapes %s in what people wrote', (_name, text, escaped) => {
    expect(teamsEscape(text)).toBe(escaped);
  });

  it('has no action when the message names no page', () => {
    expect(teamsPayload({ title: 'Hi', lines: [] }, 'Open').attachments[0]!.content.actions).toEqual([]);
  });
});
