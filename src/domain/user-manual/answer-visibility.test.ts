import { describe, expect, it } from 'vitest';
import { seesManualAnswers } from './answer-visibility';

// Cal (7) reports to Mia (5), who reports to Vic (3); the CEO is 1; Dee (8) is Cal's colleague under Mia.
const cal = { id: 7, parentId: 5 };
const ceoHerself = { id: 1, parentId: null };

describe('who reads the answers behind a user manual (decision 046)', () => {
  it.each([
    ['the owner', 7, cal, true],
    ['the direct manager', 5, cal, true],
    ['the manager’s manager (skip level)', 3, cal, false],
    ['the CEO above them', 1, cal, false],
    ['a colleague under the same manager', 8, cal, false],
    ['the CEO reading her own', 1, ceoHerself, true],
    ['someone reading the CEO’s (she has no manager)', 5, ceoHerself, false],
  ] as const)('%s: %s', (_who, viewerId, owner, sees) => {
    expect(seesManualAnswers(viewerId, owner)).toBe(sees);
  });
});
