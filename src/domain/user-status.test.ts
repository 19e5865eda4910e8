import { describe, expect, it } from 'vitest';
import { userStatus } from './user-status';

const AT = '2026-01-10T09:00:00Z';

describe('userStatus', () => {
  it.each([
    [null, null, 'Invited'],
    [null, AT, 'Active'],
    [AT, null, 'Deactivated'],
    [AT, AT, 'Deactivated'],
  ] as const)('DeactivatedAt=%s, InvitationAcceptedAt=%s → %s', (DeactivatedAt, InvitationAcceptedAt, status) => {
    expect(userStatus({ DeactivatedAt, InvitationAcceptedAt })).toBe(status);
  });
});
