import { describe, expect, it } from 'vitest';
import { dialogFor } from './dialog-for';

describe('dialogFor', () => {
  it.each([
    ['publish', { kind: 'approval', action: 'publish' }],
    ['discardEdits', { kind: 'approval', action: 'discardEdits' }],
    ['reactivate', { kind: 'approval', action: 'reactivate' }],
    ['review', { kind: 'review', review: 'request' }],
    ['approveShelve', { kind: 'review', review: 'shelve' }],
    ['finalize', { kind: 'finalize' }],
    ['editResults', { kind: 'finalize' }],
    ['reviewResults', { kind: 'reviewResults' }],
    ['changeParent', { kind: 'changeParent' }],
    ['delete', { kind: 'delete' }],
    ['edit', null],
  ] as const)('%s opens %o', (key, dialog) => {
    expect(dialogFor(key)).toEqual(dialog);
  });
});
