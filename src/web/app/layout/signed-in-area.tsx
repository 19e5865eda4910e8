import { App as AntApp, Button, Result, message } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../../components/page-spinner';
import { getAuthToken } from '../../shared/auth-token';
import { useSession } from '../../shared/session';
import { AppShell } from './app-shell';

// Messages ('The action item was deleted.') show inside the page's main landmark, not loose in the body (axe's region;
// decision 047); the sign-in screens show none. Said here, not in app.tsx, so the sign-in page loads no message code.
message.config({ getContainer: () => document.querySelector<HTMLElement>('main') ?? document.body });

/** Every signed-in route: restores the session from the stored token, else sends the user to log in. */
export function SignedInArea() {
  const { t } = useTranslation('app');
  const session = useSession();
  const location = useLocation();

  if (!session.data && !getAuthToken()) {
    const from = { pathname: location.pathname, search: location.search, hash: location.hash };
    return <Navigate to="/v3/login" replace state={{ from }} />;
  }
  if (session.isPending) return <PageSpinner fullScreen />;
  if (session.isError) {
    // 401 and 403 have already signed the user out; anything else (offline, server down) can be retried.
    return (
      <Result
        status="warning"
        title={t('session.loadFailed')}
        subTitle={session.error.message}
        extra={<Button onClick={() => void session.refetch()}>{t('session.tryAgain')}</Button>}
      />
    );
  }
  // antd's App gives signed-in screens themed message, modal and notification hooks.
  return (
    <AntApp>
      <AppShell>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </AppShell>
    </AntApp>
  );
}
