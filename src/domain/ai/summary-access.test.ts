import { describe, expect, it } from 'vitest';
import { mayUseSummaries, readersFor } from './summary-access';

const asker = (roleName: string, flags: { org?: boolean; hr?: boolean } = {}) => ({
  roleName,
  isOrgAdmin: flags.org ?? false,
  isHrAdmin: flags.hr ?? false,
});

describe('AI summaries: who and for whom', () => {
  it.each([
    ['contributor', asker('contributor'), true, [1]],
    ['manager', asker('manager'), true, [1]],
    ['CEO', asker('ceo'), true, [1]],
    ['CEO who is an org admin', asker('ceo', { org: true }), true, [1]],
    ['manager who is an org admin', asker('manager', { org: true }), true, [1, 2]],
    ['contributor who is an org admin', asker('contributor', { org: true }), true, [1, 2]],
    ['observer', asker('observer'), false, []],
    ['observer who is an HR admin', asker('observer', { hr: true }), true, [1]],
    ['observer who is an org admin', asker('observer', { org: true }), true, [1, 2]],
  ])('%s: may use %s, readers %j', (_name, a, may, readers) => {
    expect(mayUseSummaries(a)).toBe(may);
    expect(readersFor(a)).toEqual(readers);
  });
});
