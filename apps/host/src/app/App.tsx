import { Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { ApiClientProvider, AuthProvider, useAuth } from '@showfolio/api-client';
import { appPaths, hostToSubdomain, portfolioPathPrefix, previewPathPrefix } from '@showfolio/portfolio-schema';
import { apiClient } from './api';
import { clientConfig } from './config';
import { FullScreenLoading } from './FullScreenLoading';
import { GuestOnly, RequireAuth, SessionSettledProvider } from './guards';
import { guestPages } from './guestPages';
import { lazyPage } from './lazyPage';
import { RouterNavigation } from './navigation';
import { SiteVisitorContext } from './siteVisitor';
import { staticPages } from './staticPages';

// Route-level chunks: the landing page, the other site pages, the account screens, each page of
// the dashboard area and the wizard load on first visit; templates load per identifier inside the kit.
const LandingPage = lazyPage(staticPages.landing);
const ContributorsPage = lazyPage(staticPages.contributors);
const ContactPage = lazyPage(staticPages.contactUs);
const PrivacyPolicyPage = lazyPage(staticPages.privacyPolicy);
const TermsOfServicePage = lazyPage(staticPages.termsOfService);
const CookiePolicyPage = lazyPage(staticPages.cookiePolicy);
const NotFoundPage = lazyPage(staticPages.notFound);
const account = () => import('./pages/accountPages');
const SignInPage = lazyPage(guestPages.signin);
const SignUpPage = lazyPage(guestPages.signup);
const ForgotPasswordPage = lazyPage(guestPages.forgotPassword);
const ResetPasswordPage = lazyPage(() => account().then((m) => m.ResetPasswordPage));
const ConfirmEmailPage = lazyPage(() => account().then((m) => m.ConfirmEmailPage));
const VerifyEmailPage = lazyPage(() => account().then((m) => m.VerifyEmailPage));
const SignInLinkPage = lazyPage(() => account().then((m) => m.SignInLinkPage));
const GoogleCallbackPage = lazyPage(() => account().then((m) => m.GoogleCallbackPage));
// The signed-in area: its frame, then one chunk per page, so the overview and the wizard load
// neither the gallery nor the analytics charts.
const DashboardLayout = lazyPage(() => import('./pages/DashboardLayout').then((m) => m.DashboardLayout));
const OverviewPage = lazyPage(() => import('./pages/OverviewPage').then((m) => m.OverviewPage));
const TemplatesPage = lazyPage(() => import('./pages/TemplatesPage').then((m) => m.TemplatesPage));
const FlexPage = lazyPage(() => import('./pages/FlexPage').then((m) => m.FlexPage));
const AnalyticsPage = lazyPage(() => import('./pages/AnalyticsPage').then((m) => m.AnalyticsPage));
const ProfilePage = lazyPage(() => import('./pages/ProfilePage').then((m) => m.default));
const SettingsPage = lazyPage(() => import('./pages/SettingsPage').then((m) => m.default));
const DomainsPage = lazyPage(() => import('./pages/DomainsPage').then((m) => m.default));
const publicPages = () => import('./pages/publicPages');
const PreviewPage = lazyPage(() => publicPages().then((m) => m.PreviewPage));
const PortfolioViewerPage = lazyPage(() => publicPages().then((m) => m.PortfolioViewerPage));

function AppRoutes() {
  // Host-based mode (builder spec §2): a portfolio's own host shows that portfolio and nothing else.
  const hostSubdomain = hostToSubdomain(window.location.host, clientConfig.publicDomain);
  if (hostSubdomain) return <PortfolioViewerPage subdomain={hostSubdomain} />;
  return (
    <Routes>
      <Route path={appPaths.landing} element={<LandingPage />} />
      <Route path={appPaths.contributors} element={<ContributorsPage />} />
      <Route path={appPaths.contactUs} element={<ContactPage />} />
      <Route path={appPaths.privacyPolicy} element={<PrivacyPolicyPage />} />
      <Route path={appPaths.termsOfService} element={<TermsOfServicePage />} />
      <Route path={appPaths.cookiePolicy} element={<CookiePolicyPage />} />
      <Route path={appPaths.signin} element={<GuestOnly><SignInPage /></GuestOnly>} />
      <Route path={appPaths.signup} element={<GuestOnly><SignUpPage /></GuestOnly>} />
      <Route path={appPaths.forgotPassword} element={<ForgotPasswordPage />} />
      <Route path={appPaths.resetPassword} element={<ResetPasswordPage />} />
      <Route path={appPaths.confirmEmail} element={<ConfirmEmailPage />} />
      <Route path={appPaths.verifyEmail} element={<VerifyEmailPage />} />
      <Route path={appPaths.signinLink} element={<SignInLinkPage />} />
      <Route path={appPaths.googleCallback} element={<GoogleCallbackPage />} />
      <Route element={<RequireAuth><DashboardLayout /></RequireAuth>}>
        <Route path={appPaths.dashboard} element={<OverviewPage />} />
        <Route path={appPaths.profile} element={<ProfilePage />} />
        <Route path={appPaths.templates} element={<TemplatesPage />} />
        <Route path={appPaths.flex} element={<FlexPage />} />
        <Route path={appPaths.analytics} element={<AnalyticsPage />} />
        <Route path={appPaths.settings} element={<SettingsPage />} />
        <Route path={appPaths.domains} element={<DomainsPage />} />
      </Route>
      <Route path={`${previewPathPrefix}/:templateId?`} element={<PreviewPage />} />
      <Route path={`${portfolioPathPrefix}/:subdomain?`} element={<PortfolioViewerPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/** The session's view of the visitor, for the public site's top navigation. */
function SessionSiteVisitor({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  const visitor = user ? 'signed-in' : status === 'loading' ? 'unknown' : 'guest';
  return <SiteVisitorContext.Provider value={visitor}>{children}</SiteVisitorContext.Provider>;
}

export function App() {
  return (
    <ApiClientProvider client={apiClient}>
      <SWRConfig value={{ revalidateOnFocus: false, shouldRetryOnError: false }}>
        <AuthProvider>
          <SessionSettledProvider>
            <SessionSiteVisitor>
              <RouterNavigation>
                {/* Toasts are provided by the dashboard shell, the only area that raises them. */}
                <Suspense fallback={<FullScreenLoading />}>
                  <AppRoutes />
                </Suspense>
              </RouterNavigation>
            </SessionSiteVisitor>
          </SessionSettledProvider>
        </AuthProvider>
      </SWRConfig>
    </ApiClientProvider>
  );
}
