import type { KeyResult } from '../../contract/key-results';

/** A key result as the API answers it: Ada's (10) revenue on goal 501, from €0 to €50,000, at €20,000. */
export const aKeyResult = (over: Partial<KeyResult> = {}): KeyResult => ({
  Id: 1,
  Title: 'Revenue from new customers',
  Kind: 'currency',
  Direction: 'increase',
  Start: 0,
  Target: 50000,
  Current: 20000,
  Unit: null,
  Currency: 'EUR',
  Weight: 1,
  OwnerId: 10,
  OwnerName: 'Ada Park',
  Progress: 40,
  ...over,
});
