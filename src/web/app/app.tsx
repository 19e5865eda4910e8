import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { EllipsisOutlined, SearchOutlined } from '@ant-design/icons';
import { ConfigProvider, type ThemeConfig } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { isApiError, setSessionLostHandler } from '../shared/api-client';
import { cspNonce } from '../components/csp-nonce';
import { createAppRouter, routes } from './router';
import { startRoute } from './start-route';
import { usePrefersReducedMotion } from '../components/reduced-motion';
import { appTheme } from '../shared/theme';
import { followSessionLanguage, useAntdLocale } from '../shared/i18n';
import { followSessionUser } from './error-reporting/reported-user';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx will not change by asking again; network trouble and 5xx may.
      retry: (failures, error) => failures < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      refetchOnWindowFocus: false,
    },
  },
});

const router = createAppRouter();
// An error report names the signed-in user by id.
followSessionUser(queryClient);
// The screens speak the signed-in person's language.
followSessionLanguage(queryClient);

// Any 401 or 403 on a signed-in call: storage is already cleared; forget cached data and log in again.
setSessionLostHandler(() => {
  queryClient.clear();
  const { pathname, search, hash } = router.state.location;
  if (pathname !== '/v3/login') void router.navigate('/v3/login', { replace: true, state: { from: { pathname, search, hash } } });
});

startRoute(routes, window.location.pathname, queryClient);

export function App() {
  // antd's drawers, dialogs, menus and messages open without animating when the system asks for less motion.
  const reducedMotion = usePrefersReducedMotion();
  const locale = useAntdLocale();
  const { t } = useTranslation('common');
  // Icons are silent (./decorative-icons.ts): antd's buttons that show only one are named by it, from the catalogue.
  const searchIcon = <SearchOutlined aria-label={t('iconControls.search')} />;
  const more = { icon: <EllipsisOutlined aria-label={t('iconControls.moreTabs')} /> };
  const theme = useMemo<ThemeConfig>(
    () => (reducedMotion ? { ...appTheme, token: { ...appTheme.token, motion: false } } : appTheme),
    [reducedMotion],
  );
  return (
    <ConfigProvider theme={theme} csp={{ nonce: cspNonce }} locale={locale} inputSearch={{ searchIcon }} tabs={{ more }}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ConfigProvider>
  );
}
