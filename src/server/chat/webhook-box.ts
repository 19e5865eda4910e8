import type { Deps } from '../deps';
import { serverSecret } from '../config';
import { createKeyBox, type KeyBox } from '../ai';

/** The webhook addresses are secrets (whoever has one posts to the channel): sealed as the company's AI key is. */
export const webhookBox = (deps: Pick<Deps, 'config'>) => createKeyBox(() => serverSecret(deps.config));

// An address sealed under another server key (SECRET_KEY changed) is as good as none: the admin connects it again.
export function openedOrNull(box: KeyBox, sealed: string): string | null {
  try {
    return box.open(sealed);
  } catch {
    return null;
  }
}
