import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { RootLayout } from '../components/layout/RootLayout';
import { paths } from '../config/paths';
import { RouteError } from './RouteError';

/** Route-level code splitting: each page is its own chunk, loaded when first visited. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/**
 * What shows while the first page's chunk loads: nothing, as index.html already paints the
 * background and the chunk arrives in well under a second. Declared so the router knows the
 * blank is intended (without it, it warns on every first load).
 */
const FirstLoad = () => null;

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: FirstLoad,
    children: [
      { path: paths.home.path, lazy: page(() => import('../features/marketing/pages/LandingPage')) },
      { path: paths.features.path, lazy: page(() => import('../features/marketing/pages/FeaturesPage')) },
      { path: paths.hsa.path, lazy: page(() => import('../features/marketing/pages/HsaPage')) },
      {
        path: paths.privacyPolicy.path,
        lazy: page(() => import('../features/marketing/pages/PrivacyPolicyPage')),
      },
      {
        path: paths.termsOfService.path,
        lazy: page(() => import('../features/marketing/pages/TermsOfServicePage')),
      },
      { path: paths.contact.path, lazy: page(() => import('../features/marketing/pages/ContactPage')) },
      { path: paths.blog.path, lazy: page(() => import('../features/marketing/pages/BlogPage')) },
      { path: paths.register.path, lazy: page(() => import('../features/marketing/pages/RegisterPage')) },
      { path: paths.converter.path, lazy: page(() => import('../features/converter/pages/ConverterPage')) },
      { path: paths.pricing.path, lazy: page(() => import('../features/pricing/pages/PricingPage')) },
      { path: paths.login.path, lazy: page(() => import('../features/auth/pages/LoginPage')) },
      { path: paths.authCallback.path, lazy: page(() => import('../features/auth/pages/AuthCallbackPage')) },
      {
        path: paths.accountSetup.path,
        lazy: page(() => import('../features/account/pages/AccountSetupPage')),
      },
      { path: paths.createUser.path, lazy: page(() => import('../features/account/pages/CreateUserPage')) },
      // SPEC §4 access guard: these screens need a user with an account name.
      {
        lazy: page(() => import('../features/account/RequireAccount')),
        children: [
          {
            path: paths.mailboxConfirmation.path,
            lazy: page(() => import('../features/account/pages/MailboxConfirmationPage')),
          },
          { path: paths.settings.path, lazy: page(() => import('../features/settings/pages/SettingsPage')) },
          {
            path: paths.dashboard.path,
            lazy: page(() => import('../features/mailboxes/pages/DashboardPage')),
          },
          {
            path: paths.mailbox.path,
            lazy: page(() => import('../features/mailboxes/pages/MailboxDetailsPage')),
          },
          { path: paths.upload.path, lazy: page(() => import('../features/mailboxes/pages/UploadPage')) },
          {
            path: paths.sandboxCheckout.path,
            lazy: page(() => import('../features/pricing/pages/SandboxCheckoutPage')),
          },
          {
            path: paths.driveFolder.path,
            lazy: page(() => import('../features/drive/pages/DriveFolderPage')),
          },
        ],
      },
      // SPEC §2: any other path redirects to /.
      { path: '*', loader: () => redirect(paths.home.href()) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
