import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { ApiClientProvider, AuthProvider } from '@showfolio/api-client';
import { hostToSubdomain } from '@showfolio/portfolio-schema';
import { paths } from '../routes';
import { apiClient } from './api';
import { clientConfig } from './config';
import { FullScreenLoading } from './FullScreenLoading';
import { GuestOnly, RequireAuth, SessionSettledProvider } from './guards';
import { RouterNavigation } from './navigation';

// Route-level chunks: the landing page, the other site pages, the account screens, each page of
// the dashboard area and the wizard load on first visit; templates load per identifier inside the kit.
const LandingPage = lazy(() => import('./pages/LandingPage'));
const site = () => import('./pages/sitePages');
const ContributorsPage = lazy(() => site().then((m) => ({ default: m.ContributorsPage })));
const ContactPage = lazy(() => site().then((m) => ({ default: m.ContactPage })));
const PrivacyPolicyPage = lazy(() => site().then((m) => ({ default: m.PrivacyPolicyPage })));
const TermsOfServicePage = lazy(() => site().then((m) => ({ default: m.TermsOfServicePage })));
const CookiePolicyPage = lazy(() => site().then((m) => ({ default: m.CookiePolicyPage })));
const NotFoundPage = lazy(() => site().then((m) => ({ default: m.NotFoundPage })));
const account = () => import('./pages/accountPages');
const SignInPage = lazy(() => account().then((m) => ({ default: m.SignInPage })));
const SignUpPage = lazy(() => account().then((m) => ({ default: m.SignUpPage })));
const ForgotPasswordPage = lazy(() => account().then((m) => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => account().then((m) => ({ default: m.ResetPasswordPage })));
const ConfirmEmailPage = lazy(() => account().then((m) => ({ default: m.ConfirmEmailPage })));
const VerifyEmailPage = lazy(() => account().then((m) => ({ default: m.VerifyEmailPage })));
const GoogleCallbackPage = lazy(() => account().then((m) => ({ default: m.GoogleCallbackPage })));
// The signed-in area: its frame, then one chunk per page, so the overview and the wizard load
// neither the gallery nor the analytics charts.
const DashboardLayout = lazy(() => import('./pages/DashboardLayout').then((m) => ({ default: m.DashboardLayout })));
const OverviewPage = lazy(() => import('./pages/OverviewPage').then((m) => ({ default: m.OverviewPage })));
const TemplatesPage = lazy(() => import('./pages/TemplatesPage').then((m) => ({ default: m.TemplatesPage })));
const FlexPage = lazy(() => import('./pages/FlexPage').then((m) => ({ default: m.FlexPage })));
const AnalyticsPage = lazy(() => import('./pages/AnalyticsPage').then((m) => ({ default: m.AnalyticsPage })));
const ProfilePage = lazy(() => import('./pages/ProfilePage'));
const SettingsPage = lazy(() => import('./pages/SettingsPage'));
const DomainsPage = lazy(() => import('./pages/DomainsPage'));
const publicPages = () => import('./pages/publicPages');
const PreviewPage = lazy(() => publicPages().then((m) => ({ default: m.PreviewPage })));
const PortfolioViewerPage = lazy(() => publicPages().then((m) => ({ default: m.PortfolioViewerPage })));

function AppRoutes() {
  // Host-based mode (builder spec §2): a portfolio's own host shows that portfolio and nothing else.
  const hostSubdomain = hostToSubdomain(window.location.host, clientConfig.publicDomain);
  if (hostSubdomain) return <PortfolioViewerPage subdomain={hostSubdomain} />;
  return (
    <Routes>
      <Route path={paths.landing} element={<LandingPage />} />
      <Route path={paths.contributors} element={<ContributorsPage />} />
      <Route path={paths.contactUs} element={<ContactPage />} />
      <Route path={paths.privacyPolicy} element={<PrivacyPolicyPage />} />
      <Route path={paths.termsOfService} element={<TermsOfServicePage />} />
      <Route path={paths.cookiePolicy} element={<CookiePolicyPage />} />
      <Route path={paths.signin} element={<GuestOnly><SignInPage /></GuestOnly>} />
      <Route path={paths.signup} element={<GuestOnly><SignUpPage /></GuestOnly>} />
      <Route path={paths.forgotPassword} element={<ForgotPasswordPage />} />
      <Route path={paths.resetPassword} element={<ResetPasswordPage />} />
      <Route path={paths.confirmEmail} element={<ConfirmEmailPage />} />
      <Route path={paths.verifyEmail} element={<VerifyEmailPage />} />
      <Route path={paths.googleCallback} element={<GoogleCallbackPage />} />
      <Route element={<RequireAuth><DashboardLayout /></RequireAuth>}>
        <Route path={paths.dashboard} element={<OverviewPage />} />
        <Route path={paths.profile} element={<ProfilePage />} />
        <Route path={paths.templates} element={<TemplatesPage />} />
        <Route path={paths.flex} element={<FlexPage />} />
        <Route path={paths.analytics} element={<AnalyticsPage />} />
        <Route path={paths.settings} element={<SettingsPage />} />
        <Route path={paths.domains} element={<DomainsPage />} />
      </Route>
      <Route path="/preview/:templateId?" element={<PreviewPage />} />
      <Route path="/portfolio/:subdomain?" element={<PortfolioViewerPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

export function App() {
  return (
    <ApiClientProvider client={apiClient}>
      <SWRConfig value={{ revalidateOnFocus: false, shouldRetryOnError: false }}>
        <AuthProvider>
          <SessionSettledProvider>
            <RouterNavigation>
              {/* Toasts are provided by the dashboard shell, the only area that raises them. */}
              <Suspense fallback={<FullScreenLoading />}>
                <AppRoutes />
              </Suspense>
            </RouterNavigation>
          </SessionSettledProvider>
        </AuthProvider>
      </SWRConfig>
    </ApiClientProvider>
  );
}
