import type { CallInput, Endpoint } from '../../contract/endpoint';
import { ApiError, GENERIC_ERROR, pathOf } from './api-client';
import { getAuthToken } from './auth-token';

/** The file name the server gave (RFC 5987 `filename*` first), or the fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '');
  if (star) return decodeURIComponent(star[1]!);
  const plain = /filename="([^"]+)"/i.exec(disposition ?? '');
  return plain?.[1] ?? fallback;
}

/**
 * Downloads a document endpoint (`response: 'file'`) with the session's token and saves it under the server's name.
 * Downloads need the token in a header, so a plain link cannot do it.
 */
export async function downloadFile<E extends Endpoint>(e: E, input: CallInput<E>, fallbackName = 'download'): Promise<void> {
  const token = getAuthToken();
  const response = await fetch(`/api${pathOf(e, input)}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { Message?: string } | null;
    throw new ApiError(response.status, body?.Message || GENERIC_ERROR);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
