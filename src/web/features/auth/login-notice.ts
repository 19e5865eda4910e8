import { useLocation } from 'react-router';

/** A message that a link page hands to the login screen as it sends the user there. */
export type LoginNotice = { type: 'success' | 'error'; text: string };
type NoticeState = { notice?: LoginNotice; from?: { pathname: string; search: string; hash: string } };

export const noticeState = (type: LoginNotice['type'], text: string): NoticeState => ({ notice: { type, text } });

export function useLoginLocationState(): NoticeState {
  const state: unknown = useLocation().state;
  return state && typeof state === 'object' ? (state as NoticeState) : {};
}
