import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Switch } from 'wouter';
import { NotFoundPage } from '../components/not-found-page';
import { ProtectedRoute } from '../components/protected-route';
import { StaffOnly } from '../components/staff-only';
import { Spinner } from '../components/ui/spinner';

// Each page is its own chunk, so the first page loads only what it needs.
const LoginPage = lazy(() => import('../features/auth/login-page'));
const ResetPage = lazy(() => import('../features/auth/reset-page'));
const SetupPage = lazy(() => import('../features/auth/setup-page'));
const VerifyEmailPage = lazy(() => import('../features/auth/verify-email-page'));
const IntakePage = lazy(() => import('../features/intake/intake-page'));
const SuccessPage = lazy(() => import('../features/success/success-page'));
const StatusPage = lazy(() => import('../features/status/status-page'));
const MyClaimsPage = lazy(() => import('../features/my-claims/my-claims-page'));
const AdminPanelPage = lazy(() => import('../features/admin/admin-panel-page'));
const AdminNewClaimPage = lazy(() => import('./admin-new-claim-page'));
const ClaimsListPage = lazy(() => import('../features/claims-desk/claims-list-page'));
const ClaimDetailPage = lazy(() => import('../features/claims-desk/claim-detail-page'));
const GeneratorPage = lazy(() => import('../features/assignment/generator-page'));
const PreviewPage = lazy(() => import('../features/assignment/preview-page'));
const UploadTestPage = lazy(() => import('../features/upload-test/upload-test-page'));

const Protected = ({ children }: { children: ReactNode }) => <ProtectedRoute>{children}</ProtectedRoute>;

export function AppRoutes() {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Spinner label={t('common.loading')} />}>
      <Switch>
        <Route path="/login" component={LoginPage} />
        <Route path="/reset" component={ResetPage} />
        <Route path="/setup" component={SetupPage} />
        <Route path="/verify-email" component={VerifyEmailPage} />
        <Route path="/">
          <Protected>
            <IntakePage />
          </Protected>
        </Route>
        <Route path="/success/:referenceNumber">
          <Protected>
            <SuccessPage />
          </Protected>
        </Route>
        <Route path="/claim-status/:referenceNumber">
          <Protected>
            <StatusPage />
          </Protected>
        </Route>
        <Route path="/my-claims">
          <Protected>
            <MyClaimsPage />
          </Protected>
        </Route>
        <Route path="/admin">
          <Protected>
            <AdminPanelPage />
          </Protected>
        </Route>
        <Route path="/admin/new-claim">
          <ProtectedRoute appHeader={false}>
            <AdminNewClaimPage />
          </ProtectedRoute>
        </Route>
        <Route path="/admin/claims">
          <Protected>
            <StaffOnly>
              <ClaimsListPage />
            </StaffOnly>
          </Protected>
        </Route>
        <Route path="/admin/claims/:referenceNumber">
          <Protected>
            <StaffOnly>
              <ClaimDetailPage />
            </StaffOnly>
          </Protected>
        </Route>
        <Route path="/admin/assignment-generator">
          <Protected>
            <StaffOnly>
              <GeneratorPage />
            </StaffOnly>
          </Protected>
        </Route>
        <Route path="/admin/assignment-preview">
          <Protected>
            <StaffOnly>
              <PreviewPage />
            </StaffOnly>
          </Protected>
        </Route>
        <Route path="/upload-test">
          <Protected>
            <UploadTestPage />
          </Protected>
        </Route>
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
