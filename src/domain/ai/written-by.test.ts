import { describe, expect, it } from 'vitest';
import { BUILT_IN_NOTICE } from './notice';
import { BUILT_IN_WRITER, modelWriter, writerFromHeaders, writerHeaders, type Writer } from './written-by';

const fromRecord = (headers: Record<string, string>) => (name: string) =>
  Object.entries(headers).find(([k]) => k.toLowerCase() === name.toLowerCase())?.[1];

describe('who wrote an answer, as headers', () => {
  it.each<[string, Writer, Record<string, string>]>([
    ['the built-in writer', BUILT_IN_WRITER, { 'X-Trellis-Written-By': 'built-in' }],
    ['a model', modelWriter('gpt-4o-mini'), { 'X-Trellis-Written-By': 'model', 'X-Trellis-Model': 'gpt-4o-mini' }],
    [
      'a model with a name beyond ASCII',
      modelWriter('qwen2.5:7b “fast”'),
      { 'X-Trellis-Written-By': 'model', 'X-Trellis-Model': 'qwen2.5%3A7b%20%E2%80%9Cfast%E2%80%9D' },
    ],
  ])('round-trips %s', (_case, writer, headers) => {
    expect(writerHeaders(writer)).toEqual(headers);
    expect(writerFromHeaders(fromRecord(headers))).toEqual(writer);
  });

  it.each<[string, Record<string, string>, Writer]>([
    ['no header', {}, BUILT_IN_WRITER],
    ['an unknown kind', { 'X-Trellis-Written-By': 'oracle' }, BUILT_IN_WRITER],
    ['a model without a name', { 'X-Trellis-Written-By': 'model' }, modelWriter('unnamed')],
    ['a broken escape', { 'X-Trellis-Written-By': 'model', 'X-Trellis-Model': 'gpt%E2' }, modelWriter('gpt%E2')],
  ])('reads %s safely', (_case, headers, writer) => {
    expect(writerFromHeaders(fromRecord(headers))).toEqual(writer);
  });

  it('gives the built-in writer its notice', () => {
    expect(BUILT_IN_WRITER.Notice).toBe(BUILT_IN_NOTICE);
  });
});
