import { describe, expect, it } from 'vitest';
import { fileNameOf } from './download';

describe('fileNameOf', () => {
  it.each([
    [
      `attachment; filename="Appraisal Compliance Q1 2026.xlsx"; filename*=UTF-8''Appraisal%20Compliance%20Q1%202026.xlsx`,
      'Appraisal Compliance Q1 2026.xlsx',
    ],
    [
      `attachment; filename="Appraisal J_rgen Q1 2026.pdf"; filename*=UTF-8''Appraisal%20J%C3%BCrgen%20Q1%202026.pdf`,
      'Appraisal Jürgen Q1 2026.pdf',
    ],
    ['attachment; filename="plain.pdf"', 'plain.pdf'],
    [null, 'download'],
  ])('%s is saved as %s', (header, name) => {
    expect(fileNameOf(header, 'download')).toBe(name);
  });
});
