import type { CallInput, EndpointOf, Route } from '../../contract/endpoint';
import { ApiError, pathOf } from './api-client';
import { getAuthToken } from './auth-token';

/** The file name the server gave (RFC 5987 `filename*` first), or the fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '');
  if (star) return decodeURIComponent(star[1]!);
  const plain = /filename="([^"]+)"/i.exec(disposition ?? '');
  return plain?.[1] ?? fallback;
}

/** The body as a blob, telling `onBytes` how much has arrived as it comes (a large report takes a while). */
async function readBody(response: Response, onBytes?: (received: number) => void): Promise<Blob> {
  if (!onBytes || !response.body) return response.blob();
  const reader = response.body.getReader();
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    parts.push(chunk.value);
    received += chunk.value.byteLength;
    onBytes(received);
  }
  return new Blob(parts, { type: response.headers.get('content-type') ?? 'application/octet-stream' });
}

/**
 * Downloads a document endpoint (`response: 'file'`) with the session's token and saves it under the server's name.
 * Downloads need the token in a header, so a plain link cannot do it.
 */
export async function downloadFile<R extends Route>(
  e: R,
  input: CallInput<EndpointOf<R>>,
  fallbackName = 'download',
  onBytes?: (received: number) => void,
): Promise<void> {
  const token = getAuthToken();
  const response = await fetch(`/api${pathOf(e, input)}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { Message?: string } | null;
    throw new ApiError(response.status, body?.Message || null);
  }
  const url = URL.createObjectURL(await readBody(response, onBytes));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
