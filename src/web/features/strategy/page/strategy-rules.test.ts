import { describe, expect, it } from 'vitest';
import type { StrategyBasic, StrategyObjective } from '../../../../contract/strategy';
import strategy from '../../../../i18n/en/strategy';
import { basicCards, basicsButton, legacyNotes, objectiveAreas, pageSections, videoSrc } from './strategy-rules';

const basic = (over: Partial<StrategyBasic> = {}): StrategyBasic => ({
  Mission: null,
  Vision: null,
  Values: null,
  Field1: null,
  Field2: null,
  Field3: null,
  Field4: null,
  Field5: null,
  Field6: null,
  Field7: null,
  Field8: null,
  Field9: null,
  Field10: null,
  ...over,
});
const objectives = (over: Partial<StrategyObjective> = {}): StrategyObjective => ({
  Customers: null,
  Employees: null,
  Shareholders: null,
  Sales: null,
  Marketing: null,
  Product: null,
  ...over,
});

describe('texts', () => {
  it('keeps the welcome text of the spec', () => {
    expect(strategy.welcome.text).toBe(
      "Use this page to publish your organization's Mission, Vision, Values, and Strategic Objectives. Only the fields you fill out will be visible to your organization.",
    );
  });
});

describe('basicCards', () => {
  const b = basic({ Mission: '<p>Gear for every trail</p>', Values: '<p><br></p>' });

  it('gives editors all three cards, the empty ones unfilled', () => {
    expect(basicCards(b, true).map((c) => [c.field, c.filled])).toEqual([
      ['Mission', true],
      ['Vision', false],
      ['Values', false],
    ]);
  });

  it('gives readers only the filled ones', () => {
    expect(basicCards(b, false).map((c) => c.field)).toEqual(['Mission']);
  });

  it('names the button by whether anything is written', () => {
    expect(basicsButton(basic())).toBe('add');
    expect(basicsButton(basic({ Values: '<p><br></p>' }))).toBe('add');
    expect(basicsButton(b)).toBe('edit');
  });
});

describe('objectiveAreas', () => {
  it('numbers the six areas 1 Customers … 6 Product and highlights the filled ones for editors', () => {
    const areas = objectiveAreas(objectives({ Customers: '<p>Love</p>', Sales: '<p>Grow</p>' }), true);
    expect(areas.map((a) => `${a.number} ${a.field} ${a.filled ? 'filled' : 'empty'}`)).toEqual([
      '1 Customers filled',
      '2 Employees empty',
      '3 Shareholders empty',
      '4 Sales filled',
      '5 Marketing empty',
      '6 Product empty',
    ]);
  });

  it('shows readers each area when its own text is filled: Product without Marketing too', () => {
    const areas = objectiveAreas(objectives({ Product: '<p>Lighter tents</p>' }), false);
    expect(areas.map((a) => [a.number, a.field])).toEqual([[6, 'Product']]);
    expect(objectiveAreas(objectives({ Marketing: '<p>Stories</p>' }), false).map((a) => a.field)).toEqual(['Marketing']);
  });
});

describe('legacy notes and video', () => {
  it('lists the legacy questions that hold text', () => {
    expect(legacyNotes(basic({ Field2: '<p>Old answer</p>', Field5: '<p> </p>' }))).toEqual([
      { field: 'Field2', number: 2, html: '<p>Old answer</p>' },
    ]);
  });

  it.each([
    [null, null],
    ['  ', null],
    ['https://www.youtube.com/watch?v=u4ZoJKF_VuA', 'https://www.youtube.com/embed/u4ZoJKF_VuA'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
    ['javascript:alert(1)', null],
  ])('plays %j from %j', (url, src) => {
    expect(videoSrc(url)).toBe(src);
  });
});

describe('pageSections', () => {
  const doc = {
    StrategyBasic: basic(),
    StrategyObjective: objectives(),
    StrategyVideo: { VideoUrl: null },
    IsDraft: false,
  };

  it('gives editors every block, the draft warning while a draft waits', () => {
    expect(pageSections({ ...doc, CanEdit: true, IsDraft: true })).toEqual({
      welcome: true,
      draftWarning: true,
      progress: true,
      video: true,
      basics: true,
      objectives: true,
      legacy: false,
      nothingPublished: false,
    });
  });

  it('tells a reader when nothing is published', () => {
    expect(pageSections({ ...doc, CanEdit: false })).toMatchObject({
      welcome: false,
      video: false,
      basics: false,
      objectives: false,
      nothingPublished: true,
    });
  });

  it('shows a reader the video and the filled sections only', () => {
    const s = pageSections({
      ...doc,
      CanEdit: false,
      StrategyBasic: basic({ Vision: '<p>Lead</p>' }),
      StrategyVideo: { VideoUrl: 'https://www.youtube.com/embed/u4ZoJKF_VuA' },
    });
    expect(s).toMatchObject({
      welcome: false,
      draftWarning: false,
      progress: false,
      video: true,
      basics: true,
      objectives: false,
      nothingPublished: false,
    });
  });
});
