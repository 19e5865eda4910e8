import { describe, expect, it } from 'vitest';
import { formFieldOf, openValues, sectionChanged, sectionPayload } from './edit-rules';

describe('strategy drawer rules', () => {
  it('opens with empty strings for missing texts', () => {
    expect(openValues(['Mission', 'Vision'], { Mission: '<p>Serve</p>', Vision: null })).toEqual({
      Mission: '<p>Serve</p>',
      Vision: '',
    });
  });

  it('counts only real changes', () => {
    expect(sectionChanged({ Mission: '' }, { Mission: undefined })).toBe(false);
    expect(sectionChanged({ Mission: '<p>a</p>' }, { Mission: '<p>a</p>' })).toBe(false);
    expect(sectionChanged({ Mission: '<p>a</p>' }, { Mission: '<p>ab</p>' })).toBe(true);
    expect(sectionChanged({ VideoUrl: '' }, { VideoUrl: 'https://youtu.be/u4ZoJKF_VuA' })).toBe(true);
  });

  it('sends the section alone, empty fields as null, draft or publish', () => {
    expect(
      sectionPayload('StrategyBasic', ['Mission', 'Vision', 'Values'], { Mission: '<p>Serve</p>', Vision: '', Values: undefined }, false),
    ).toEqual({
      StrategyBasic: { Mission: '<p>Serve</p>', Vision: null, Values: null },
      IsPublish: false,
    });
    expect(sectionPayload('StrategyVideo', ['VideoUrl'], { VideoUrl: ' https://youtu.be/u4ZoJKF_VuA ' }, true)).toEqual({
      StrategyVideo: { VideoUrl: 'https://youtu.be/u4ZoJKF_VuA' },
      IsPublish: true,
    });
  });

  it('maps the server’s field names to the form’s', () => {
    expect(formFieldOf('StrategyVideo.VideoUrl')).toBe('VideoUrl');
    expect(formFieldOf('Mission')).toBe('Mission');
  });
});
