import { describe, expect, it } from 'vitest';
import { slackPayload } from '../../domain/chat/slack-message';
import { teamsPayload } from '../../domain/chat/teams-message';
import { slackAnswer, teamsAnswer } from './chat-webhook-kit';

// The loopback webhooks refuse what Slack and a Teams workflow refuse, so the chat tests' posts are checked for real.
const message = {
  title: 'Goal at risk',
  lines: [{ text: 'Grow', url: 'https://t.example/v3/goals/1' }],
  url: 'https://t.example/v3/goals/1',
};

describe('the Slack stand-in', () => {
  it.each([
    ['not JSON', 'text=hi', 400, 'invalid_payload'],
    ['neither text nor blocks', '{}', 400, 'no_text'],
    ['blank text', '{"text":"  "}', 400, 'no_text'],
    ['text only', '{"text":"hi"}', 200, 'ok'],
    [
      'a header in mrkdwn',
      JSON.stringify({ text: 'x', blocks: [{ type: 'header', text: { type: 'mrkdwn', text: 'x' } }] }),
      400,
      'invalid_blocks',
    ],
    [
      'a header over 150',
      JSON.stringify({ text: 'x', blocks: [{ type: 'header', text: { type: 'plain_text', text: 'x'.repeat(151) } }] }),
      400,
      'invalid_blocks',
    ],
    ['an unknown block', JSON.stringify({ text: 'x', blocks: [{ type: 'video' }] }), 400, 'invalid_blocks'],
    ['Trellis’s own body', JSON.stringify(slackPayload(message, 'Open in Trellis')), 200, 'ok'],
  ])('answers %s with %i %s', (_name, body, status, word) => {
    expect(slackAnswer(body)).toMatchObject({ status, body: word });
  });
});

describe('the Teams workflow stand-in', () => {
  it.each([
    ['not JSON', 'hi', 'application/json', 400],
    ['another content type', JSON.stringify(teamsPayload(message, 'Open')), 'text/plain', 400],
    ['a bare card', JSON.stringify({ type: 'AdaptiveCard', version: '1.4', body: [] }), 'application/json', 400],
    [
      'a MessageCard',
      JSON.stringify({
        type: 'message',
        attachments: [{ contentType: 'application/vnd.microsoft.teams.card.o365connector', content: {} }],
      }),
      'application/json',
      400,
    ],
    ['Trellis’s own body', JSON.stringify(teamsPayload(message, 'Open in Trellis')), 'application/json; charset=utf-8', 202],
  ])('answers %s with %i', (_name, body, contentType, status) => {
    expect(teamsAnswer(body, contentType).status).toBe(status);
  });
});
