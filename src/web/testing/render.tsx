import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import type { Session } from '../../contract/auth';
import { sessionKey } from '../shared/session';
import { appTheme } from '../shared/theme';

type ScreenOptions = {
  /** The signed-in user; none for the signed-out pages. */
  session?: Session;
  /** What the server would have answered, by query key: the component reads it from the cache. */
  seed?: readonly (readonly [QueryKey, unknown])[];
  /** The address the component is shown at. */
  path?: string;
};

/**
 * Renders a component inside what the app gives it: antd's theme (without motion, as for a user who asks for
 * less) and App, a QueryClient holding the seeded answers, and a router. Returns Testing Library's queries and
 * a user to type and click with.
 */
export function renderScreen(ui: ReactElement, { session, seed = [], path = '/v3/' }: ScreenOptions = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false }, mutations: { retry: false } },
  });
  if (session) queryClient.setQueryData(sessionKey, session);
  for (const [key, data] of seed) queryClient.setQueryData(key, data);
  // Each pointer check reads the computed style of the element and its ancestors, which jsdom works out from every
  // style antd has injected: once per click, not once per pointer move.
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.EachApiCall });
  const view = render(
    <ConfigProvider theme={{ ...appTheme, token: { ...appTheme.token, motion: false } }}>
      <App>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        </QueryClientProvider>
      </App>
    </ConfigProvider>,
  );
  return { ...view, user, queryClient };
}
