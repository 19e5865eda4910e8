import { describe, expect, it } from 'vitest';
import { strategyProgress } from './progress';
import { isFilled, plainText } from './sections';
import { canEditStrategy, showStrategyCard } from './visibility';
import type { RoleName } from '../roles';

const empty = { Mission: null, Vision: null, Values: null, Objectives: {}, VideoUrl: null };

describe('strategyProgress', () => {
  it('is zero for an empty document', () => {
    expect(strategyProgress(empty)).toEqual({ Video: 0, MissionVisionValues: 0, Objectives: 0, Overall: 0 });
  });

  it('weighs mission 34, vision 33 and values 33', () => {
    expect(strategyProgress({ ...empty, Mission: '<p>Serve</p>' }).MissionVisionValues).toBe(34);
    expect(strategyProgress({ ...empty, Vision: 'A', Values: 'B' }).MissionVisionValues).toBe(66);
    expect(strategyProgress({ ...empty, Mission: 'A', Vision: 'B', Values: 'C' }).MissionVisionValues).toBe(100);
  });

  it('counts filled objective areas of six and the video as all or nothing', () => {
    const p = strategyProgress({
      ...empty,
      Objectives: { Customers: '<p>Love</p>', Employees: '<p><br></p>', Sales: 'Grow', Product: ' ' },
      VideoUrl: 'https://www.youtube.com/embed/u4ZoJKF_VuA',
    });
    expect(p).toEqual({ Video: 100, MissionVisionValues: 0, Objectives: 33, Overall: 44 });
    const all = Object.fromEntries(['Customers', 'Employees', 'Shareholders', 'Sales', 'Marketing', 'Product'].map((k) => [k, 'x']));
    expect(strategyProgress({ Mission: 'a', Vision: 'b', Values: 'c', Objectives: all, VideoUrl: 'https://v.example.com/x' }).Overall).toBe(
      100,
    );
  });
});

describe('isFilled', () => {
  it.each([
    [null, false],
    ['', false],
    ['<p><br></p>', false],
    ['<p>&nbsp;</p>', false],
    ['<ul><li></li></ul>', false],
    ['<p>We ship</p>', true],
    ['&amp;', true],
  ])('%j → %s', (html, filled) => {
    expect(isFilled(html)).toBe(filled);
  });

  it('reads the visible text', () => {
    expect(plainText('<h2>Our&nbsp;mission</h2><p>Gear for <strong>every</strong> trail</p>')).toBe('Our mission Gear for every trail');
  });
});

describe('strategy visibility', () => {
  const on = { strategyEnabled: true, isStrategy: false };
  const as = (roleName: RoleName, isOrgAdmin = false, isDelegate = false) => ({ roleName, isOrgAdmin, isDelegate });

  it.each([
    ['ceo, nothing published', as('ceo'), on, true],
    ['org admin contributor, nothing published', as('contributor', true), on, true],
    ['manager, nothing published', as('manager'), on, false],
    ['strategy delegate, nothing published', as('manager', false, true), on, true],
    ['contributor, published', as('contributor'), { ...on, isStrategy: true }, true],
    ['observer, published', as('observer'), { ...on, isStrategy: true }, false],
    ['ceo, module off', as('ceo'), { strategyEnabled: false, isStrategy: true }, false],
    ['contributor, module off', as('contributor'), { strategyEnabled: false, isStrategy: true }, false],
  ] as const)('card for %s: %s', (_, viewer, strategy, shown) => {
    expect(showStrategyCard(viewer, strategy)).toBe(shown);
  });

  it.each([
    ['ceo', as('ceo'), true],
    ['org admin manager', as('manager', true), true],
    ['strategy delegate manager', as('manager', false, true), true],
    ['strategy delegate contributor', as('contributor', false, true), true],
    ['manager', as('manager'), false],
    ['contributor', as('contributor'), false],
    ['observer', as('observer'), false],
    // Observers lose every flag; should one keep IsDelegate, it still gives nothing.
    ['observer with a stale delegate flag', as('observer', false, true), false],
  ] as const)('edit for %s: %s', (_, viewer, edits) => {
    expect(canEditStrategy(viewer)).toBe(edits);
  });
});
