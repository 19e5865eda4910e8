import { Suspense, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { watchNavigation } from '../components/navigation-progress';
import { PageSpinner } from '../components/page-spinner';
import { AuthFrame, LoginPage, loadSignedOutPages } from '../features/auth';
import { lazyNamed, type LazyPage } from '../shared/lazy-named';
import { loadScreenTexts } from '../shared/i18n';
import { LegacyRedirector } from './legacy-redirector';
import { ManualAddressRedirect } from './manual-address-redirect';
import { SignOutPage } from './sign-out-page';
import type { RouteStart } from './start-route';

// Only the login screen is in the first bundle; every other page loads when it is opened.
const auth = loadSignedOutPages;
const ResetPasswordPage = lazyNamed(auth, 'ResetPasswordPage');
const UnlockPage = lazyNamed(auth, 'UnlockPage');
const InvitationPage = lazyNamed(auth, 'InvitationPage');
const ConfirmEmailPage = lazyNamed(auth, 'ConfirmEmailPage');
const ForgotPasswordSentPage = lazyNamed(auth, 'ForgotPasswordSentPage');
const UnlockSentPage = lazyNamed(auth, 'UnlockSentPage');
const PrivacyPage = lazyNamed(auth, 'PrivacyPage');
const TermsPage = lazyNamed(auth, 'TermsPage');

// The signed-in area's code comes with the words of its screens (the sign-in screens load only their own).
const SignedInArea = lazyNamed(
  () => Promise.all([import('./layout/signed-in-area'), loadScreenTexts()]).then(([area]) => area),
  'SignedInArea',
);
const HelpPage = lazyNamed(() => import('../features/help/help-page'), 'HelpPage');
const GoalsPage = lazyNamed(() => import('../features/goals/screen/goals-page'), 'GoalsPage');
const AlignmentPage = lazyNamed(() => import('../features/goals/alignment/alignment-page'), 'AlignmentPage');
const DashboardPage = lazyNamed(() => import('../features/dashboard/page/dashboard-page'), 'DashboardPage');
const StrategyPage = lazyNamed(() => import('../features/strategy/page/strategy-page'), 'StrategyPage');
const TalentPage = lazyNamed(() => import('../features/talent/page/talent-page'), 'TalentPage');
const ActionItemsPage = lazyNamed(() => import('../features/action-items/page/action-items-page'), 'ActionItemsPage');
const PredictionsPage = lazyNamed(() => import('../features/predictions/page/predictions-page'), 'PredictionsPage');
const NotificationsPage = lazyNamed(() => import('../features/notifications/page/notifications-page'), 'NotificationsPage');
const GoalStatusRedirectPage = lazyNamed(
  () => import('../features/notifications/page/goal-status-redirect-page'),
  'GoalStatusRedirectPage',
);
const ProfilePage = lazyNamed(() => import('../features/profile/page/profile-page'), 'ProfilePage');
const OrganizationPage = lazyNamed(() => import('../features/organization/screen/organization-page'), 'OrganizationPage');
const ReportsPage = lazyNamed(() => import('../features/reports/reports-page'), 'ReportsPage');
const QuarterSummaryPage = lazyNamed(() => import('../features/ai-summaries/screen/summary-page'), 'QuarterSummaryPage');
const AnnualSummaryPage = lazyNamed(() => import('../features/ai-summaries/screen/summary-page'), 'AnnualSummaryPage');
const AssessmentPage = lazyNamed(() => import('../features/user-manual/assessment/assessment-page'), 'AssessmentPage');
const ManualReportPage = lazyNamed(() => import('../features/user-manual/report/report-page'), 'ManualReportPage');

const suspended = (Page: ComponentType, fallback: ReactNode = <PageSpinner fullScreen />) => (
  <Suspense fallback={fallback}>
    <Page />
  </Suspense>
);

// A signed-out page loads inside the same branded card, so nothing flashes while it arrives.
const signedOut = (Page: ComponentType) =>
  suspended(
    Page,
    <AuthFrame>
      <PageSpinner />
    </AuthFrame>,
  );

// A signed-in page's code starts loading as the app opens on its address, beside the area's (start-route.ts).
const page = (path: string, Page: LazyPage): RouteObject => ({
  path,
  element: <Page />,
  handle: { load: Page.load } satisfies RouteStart,
});

export const routes: RouteObject[] = [
  // Signed out (spec 001 §2)
  { path: '/v3/login', element: <LoginPage /> },
  { path: '/v3/privacy', element: signedOut(PrivacyPage) },
  { path: '/v3/terms', element: signedOut(TermsPage) },
  { path: '/v3/forgotpasswordsent', element: signedOut(ForgotPasswordSentPage) },
  { path: '/v3/unlocksent', element: signedOut(UnlockSentPage) },
  { path: '/v3/resetpassword/:token', element: signedOut(ResetPasswordPage) },
  { path: '/v3/login/unlock/:token', element: signedOut(UnlockPage) },
  { path: '/v3/invitation/:token', element: signedOut(InvitationPage) },
  { path: '/v3/confirmemail/:token', element: signedOut(ConfirmEmailPage) },
  { path: '/v3/signout', element: <SignOutPage /> },

  // Signed in (spec 001 §2 and 000 §2)
  {
    element: suspended(SignedInArea),
    handle: { load: SignedInArea.load, session: true } satisfies RouteStart,
    children: [
      page('/v3/home', DashboardPage),
      // One route for the list and a selected goal, so choosing a goal keeps the list as it is.
      page('/v3/goals/:goalId?', GoalsPage),
      page('/v3/goals/type/:type', GoalsPage),
      page('/v3/goals/alignment', AlignmentPage),
      // One route with and without a goal, so switching goals keeps the screen.
      page('/v3/predictions/:goalId?', PredictionsPage),
      // Without an id, one's own profile.
      page('/v3/profile/:userId?', ProfilePage),
      // One route with and without a person, so moving around the chart keeps the page.
      page('/v3/organization/:userId?', OrganizationPage),
      page('/v3/strategy', StrategyPage),
      // One page for every talent address, so switching tabs and scopes keeps the screen.
      ...[
        '/v3/talent',
        '/v3/talent/matrix',
        '/v3/talent/matrix/:periodId/:userId',
        '/v3/talent/myappraisal',
        '/v3/talent/calibration',
        '/v3/talent/calibration/:calibrationId',
        '/v3/talent/feedback',
        '/v3/talent/feedback/:requestId',
        '/v3/talent/appraisal/:appraisalId',
        '/v3/talent/:periodId/:userId',
      ].map((path) => page(path, TalentPage)),
      page('/v3/actionitems', ActionItemsPage),
      page('/v3/notifications', NotificationsPage),
      page('/v3/notifications/goalstatus/:statusId', GoalStatusRedirectPage),
      page('/v3/reports', ReportsPage),
      page('/v3/reports/summary', QuarterSummaryPage),
      page('/v3/reports/annual', AnnualSummaryPage),
      page('/v3/help', HelpPage),
      page('/v3/manual/take/:privateKey', AssessmentPage),
      page('/v3/manual/:publicKey', ManualReportPage),
    ],
  },

  // The user manual site's old addresses (spec 001 §7).
  { path: '/login/:key', element: <ManualAddressRedirect to="questionnaire" /> },
  { path: '/profile/:key', element: <ManualAddressRedirect to="report" /> },

  { path: '/v2', element: <Navigate to="/v3/notifications" replace /> },
  { path: '/', element: <LegacyRedirector /> },
  { path: '/v3', element: <LegacyRedirector /> },
  { path: '*', element: <LegacyRedirector /> },
];

/** The app's router; the menu and the progress bar follow its navigations as they start (navigation-progress). */
export function createAppRouter() {
  const router = createBrowserRouter(routes);
  watchNavigation(router);
  return router;
}
