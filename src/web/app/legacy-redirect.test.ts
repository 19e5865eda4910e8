import { describe, expect, it } from 'vitest';
import { legacyRedirectTarget } from './legacy-redirect';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('legacyRedirectTarget', () => {
  it.each([
    ['/', '', '#/performance?selectedGoalId=5', '/v3/predictions/5'],
    ['/', '', '#/performance', '/v3/predictions'],
    ['/', '', '#/user/12', '/v3/profile/12'],
    ['/', '', '#/users', '/v3/organization'],
    ['/', '', '#/strategy', '/v3/strategy'],
    ['/', '', '#/evaluations', '/v3/talent'],
    ['/', '', '#/support', '/v3/help'],
    ['/', '', '#/notifications', '/v3/notifications'],
    ['/', '', '#/Performance?selectedGoalId=7&x=1', '/v3/predictions/7'],
    ['/v3/', '', '#/support', '/v3/help'],
    ['/v3/performance', '?selectedGoalId=9', '', '/v3/predictions/9'],
    ['/v3/users', '', '', '/v3/organization'],
    ['/v3/user/4', '', '', '/v3/profile/4'],
    ['/v3/evaluations', '', '', '/v3/talent'],
  ])('%s%s%s goes to %s', (pathname, search, hash, expected) => {
    expect(legacyRedirectTarget(at(pathname, search, hash))).toBe(expected);
  });

  it.each([
    ['/', '', ''],
    ['/v3', '', ''],
    ['/v3/', '', ''],
    ['/v3/nothing-here', '', ''],
    ['/', '', '#/unknown?selectedGoalId=3'],
    ['/', '', '#section'],
  ])('%s%s%s defaults to /v3/home', (pathname, search, hash) => {
    expect(legacyRedirectTarget(at(pathname, search, hash))).toBe('/v3/home');
  });

  it('does not send a path that is not a route back to itself', () => {
    expect(legacyRedirectTarget(at('/v3/strategy/extra'))).toBe('/v3/home');
    expect(legacyRedirectTarget(at('/v3/notifications/unknown/'))).toBe('/v3/home');
  });

  it('keeps path segments safe', () => {
    expect(legacyRedirectTarget(at('/', '', '#/performance?selectedGoalId=a%2Fb'))).toBe('/v3/predictions/a%2Fb');
  });
});
