/**
 * The whole route table of the specification (§2). Public: / (landing), /reset-password,
 * /subscription/success. Signed-out only: /login, /register, /forgot-password,
 * /waiting-list. Everything else needs a signed-in user; unknown paths go to /.
 */
import { createBrowserRouter, Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import { AccountScreen } from '../features/account/account-screen.tsx';
import { AiChatScreen } from '../features/ai-chat/ai-chat-screen.tsx';
import { ForgotPasswordScreen } from '../features/auth/forgot-password-screen.tsx';
import { LoginScreen } from '../features/auth/login-screen.tsx';
import { RegisterScreen } from '../features/auth/register-screen.tsx';
import { ResetPasswordScreen } from '../features/auth/reset-password-screen.tsx';
import { WaitingListScreen } from '../features/auth/waiting-list-screen.tsx';
import { SubscriptionSuccessScreen } from '../features/billing/subscription-success-screen.tsx';
import { ChangelogScreen } from '../features/inventory/changelog-screen.tsx';
import { ItemsScreen } from '../features/inventory/items-screen.tsx';
import { StocklistScreen } from '../features/inventory/stocklist-screen.tsx';
import { LandingScreen } from '../features/landing/landing-screen.tsx';
import { AddLocationScreen } from '../features/locations/add-location-screen.tsx';
import { JoinLocationScreen } from '../features/locations/join-location-screen.tsx';
import { LocationDashboardScreen } from '../features/locations/location-dashboard-screen.tsx';
import { LocationSelectionScreen } from '../features/locations/location-selection-screen.tsx';
import { LocationSettingsScreen } from '../features/locations/location-settings-screen.tsx';
import { MenuScreen } from '../features/menu/menu-screen.tsx';
import { OnboardingScreen } from '../features/onboarding/onboarding-screen.tsx';
import { OrdersScreen } from '../features/orders/orders-screen.tsx';
import { RecipesScreen } from '../features/recipes/recipes-screen.tsx';
import { UserSettingsScreen } from '../features/settings/user-settings-screen.tsx';
import { ShoppingListsScreen } from '../features/shopping-lists/shopping-lists-screen.tsx';
import { RequireAuth, RequireLocation, SignedOutOnly } from './guards.tsx';
import { AppLayout } from './layouts/app-layout.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { RouteError } from './route-error.tsx';

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <LandingScreen /> },
          { path: 'reset-password', element: <ResetPasswordScreen /> },
          { path: 'subscription/success', element: <SubscriptionSuccessScreen /> },
          {
            element: <SignedOutOnly />,
            children: [
              { path: 'login', element: <LoginScreen /> },
              { path: 'register', element: <RegisterScreen /> },
              { path: 'forgot-password', element: <ForgotPasswordScreen /> },
              { path: 'waiting-list', element: <WaitingListScreen /> },
            ],
          },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppLayout />,
            children: [
              { path: 'dashboard', element: <LocationSelectionScreen /> },
              {
                path: 'dashboard/:locationId',
                element: <RequireLocation />,
                children: [
                  { index: true, element: <LocationDashboardScreen /> },
                  { path: 'settings', element: <LocationSettingsScreen /> },
                  { path: 'stocklist', element: <StocklistScreen /> },
                  { path: 'items', element: <ItemsScreen /> },
                  { path: 'shopping-lists', element: <ShoppingListsScreen /> },
                  { path: 'recipes', element: <RecipesScreen /> },
                  { path: 'menu', element: <MenuScreen /> },
                  { path: 'onboarding', element: <OnboardingScreen /> },
                  { path: 'changelog', element: <ChangelogScreen /> },
                  { path: 'ai-chat', element: <AiChatScreen /> },
                ],
              },
              { path: 'orders', element: <OrdersScreen /> },
              { path: 'settings', element: <UserSettingsScreen /> },
              { path: 'location-settings', element: <LocationSettingsScreen /> },
              { path: 'account', element: <AccountScreen /> },
              { path: 'add-location', element: <AddLocationScreen /> },
              { path: 'join-location', element: <JoinLocationScreen /> },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
