import { describe, expect, it } from 'vitest';
import { resized } from './settings-rules';

describe('resized', () => {
  const three = [1, 2, 3].map((i) => ({ Label: `L${i}`, Description: '' }));
  it('keeps the labels there are and adds empty ones', () => {
    expect(resized(three, 5)).toEqual([...three, { Label: '', Description: '' }, { Label: '', Description: '' }]);
  });
  it('cuts to the first ones', () => {
    expect(resized(resized(three, 5), 3)).toEqual(three);
  });
});
