import type { ErrorBody } from '../../../contract/common';
import type { KeyResultSave, ProposedKeyResult } from '../../../contract/key-results';

// What the proposal's screens decide (decision 070): a list item from the form's values, and the server's refusals
// named by the item they concern.

/** One key result of a proposed list as the dialog keeps it: `Id` names the key result it changes, null a new one. */
export type ProposedItem = Omit<ProposedKeyResult, 'Change'>;

/**
 * The form's values as an item of the list: a changed one keeps its Id, and its owner's name while the owner stays
 * (a newly chosen owner's name comes with the saved proposal).
 */
export function proposedItemOf(body: KeyResultSave, before: ProposedItem | null, goalOwnerId: number): ProposedItem {
  const ownerId = body.OwnerId ?? goalOwnerId;
  return {
    Id: before?.Id ?? null,
    Title: body.Title,
    Kind: body.Kind,
    Direction: body.Direction ?? 'increase',
    Start: body.Start ?? 0,
    Target: body.Target,
    Unit: body.Unit ?? null,
    Currency: body.Currency ?? null,
    Weight: body.Weight ?? 1,
    OwnerId: ownerId,
    OwnerName: before?.OwnerId === ownerId ? before.OwnerName : '',
  };
}

/** A key result of the goal or of a proposal as an item of the list: only what a proposal sends. */
export const itemOf = (kr: ProposedItem): ProposedItem => ({
  Id: kr.Id,
  Title: kr.Title,
  Kind: kr.Kind,
  Direction: kr.Direction,
  Start: kr.Start,
  Target: kr.Target,
  Unit: kr.Unit,
  Currency: kr.Currency,
  Weight: kr.Weight,
  OwnerId: kr.OwnerId,
  OwnerName: kr.OwnerName,
});

const ITEM_FIELD = /^KeyResults\.(\d+)\.\w+$/;

/** The server's refusals of a proposal, each named by the title of the item it concerns ('Partners: …'). */
export function proposalErrors(errors: ErrorBody['Errors'], items: readonly ProposedItem[], message: string): string[] {
  if (!errors?.length) return [message];
  return errors.map((e) => {
    const index = ITEM_FIELD.exec(e.Field)?.[1];
    const item = index === undefined ? undefined : items[Number(index)];
    return item ? `${item.Title}: ${e.Message}` : e.Message;
  });
}
