/**
 * The whole route table of the specification (§2). Public: / (landing), /reset-password,
 * /subscription/success. Signed-out only: /login, /register, /forgot-password,
 * /waiting-list. Everything else needs a signed-in user (plus /admin/waiting-list, for
 * administrators, which the specification leaves open); unknown paths go to /.
 * Every screen but the landing page loads lazily: zod and the forms stay out of the first
 * page a phone downloads.
 */
import { createBrowserRouter, Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import { LandingScreen } from '../features/landing/landing-screen.tsx';
import { FullPageSpinner } from '../components/ui/spinner.tsx';
import { RequireAuth, RequireLocation, SignedOutOnly } from './guards.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { RouteError } from './route-error.tsx';

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    // While the first screen's code loads (every screen but the landing page is lazy).
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <LandingScreen /> },
          {
            path: 'reset-password',
            lazy: () =>
              import('../features/auth/reset-password-screen.tsx').then((m) => ({
                Component: m.ResetPasswordScreen,
              })),
          },
          {
            path: 'subscription/success',
            lazy: () =>
              import('../features/billing/subscription-success-screen.tsx').then((m) => ({
                Component: m.SubscriptionSuccessScreen,
              })),
          },
          {
            element: <SignedOutOnly />,
            children: [
              {
                path: 'login',
                lazy: () =>
                  import('../features/auth/login-screen.tsx').then((m) => ({
                    Component: m.LoginScreen,
                  })),
              },
              {
                path: 'register',
                lazy: () =>
                  import('../features/auth/register-screen.tsx').then((m) => ({
                    Component: m.RegisterScreen,
                  })),
              },
              {
                path: 'forgot-password',
                lazy: () =>
                  import('../features/auth/forgot-password-screen.tsx').then((m) => ({
                    Component: m.ForgotPasswordScreen,
                  })),
              },
              {
                path: 'waiting-list',
                lazy: () =>
                  import('../features/auth/waiting-list-screen.tsx').then((m) => ({
                    Component: m.WaitingListScreen,
                  })),
              },
            ],
          },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: () =>
              import('./layouts/app-layout.tsx').then((m) => ({ Component: m.AppLayout })),
            children: [
              {
                path: 'dashboard',
                lazy: () =>
                  import('../features/locations/location-selection-screen.tsx').then((m) => ({
                    Component: m.LocationSelectionScreen,
                  })),
              },
              {
                path: 'dashboard/:locationId',
                element: <RequireLocation />,
                children: [
                  {
                    index: true,
                    lazy: () =>
                      import('../features/dashboard/dashboard-screen.tsx').then((m) => ({
                        Component: m.DashboardScreen,
                      })),
                  },
                  {
                    path: 'settings',
                    lazy: () =>
                      import('../features/locations/location-settings-screen.tsx').then((m) => ({
                        Component: m.LocationSettingsScreen,
                      })),
                  },
                  {
                    path: 'stocklist',
                    lazy: () =>
                      import('../features/inventory/stocklist-screen.tsx').then((m) => ({
                        Component: m.StocklistScreen,
                      })),
                  },
                  {
                    path: 'items',
                    lazy: () =>
                      import('../features/inventory/items-screen.tsx').then((m) => ({
                        Component: m.ItemsScreen,
                      })),
                  },
                  {
                    path: 'shopping-lists',
                    lazy: () =>
                      import('../features/shopping-lists/shopping-lists-screen.tsx').then((m) => ({
                        Component: m.ShoppingListsScreen,
                      })),
                  },
                  {
                    path: 'shopping-lists/purchase-list',
                    lazy: () =>
                      import('../features/shopping-lists/purchase-list-screen.tsx').then((m) => ({
                        Component: m.PurchaseListScreen,
                      })),
                  },
                  {
                    path: 'shopping-lists/vendors',
                    lazy: () =>
                      import('../features/shopping-lists/vendors-screen.tsx').then((m) => ({
                        Component: m.VendorsScreen,
                      })),
                  },
                  {
                    path: 'shopping-lists/vendors/:vendorId',
                    lazy: () =>
                      import('../features/shopping-lists/vendor-screen.tsx').then((m) => ({
                        Component: m.VendorScreen,
                      })),
                  },
                  {
                    path: 'shopping-lists/:listId',
                    lazy: () =>
                      import('../features/shopping-lists/list-screen.tsx').then((m) => ({
                        Component: m.ListScreen,
                      })),
                  },
                  {
                    path: 'shopping-lists/:listId/shop',
                    lazy: () =>
                      import('../features/shopping-lists/shopping-mode-screen.tsx').then((m) => ({
                        Component: m.ShoppingModeScreen,
                      })),
                  },
                  {
                    path: 'shopping-lists/:listId/receive',
                    lazy: () =>
                      import('../features/shopping-lists/receive-screen.tsx').then((m) => ({
                        Component: m.ReceiveScreen,
                      })),
                  },
                  {
                    path: 'recipes',
                    lazy: () =>
                      import('../features/recipes/recipes-screen.tsx').then((m) => ({
                        Component: m.RecipesScreen,
                      })),
                  },
                  {
                    path: 'recipes/costing-problems',
                    lazy: () =>
                      import('../features/recipes/costing-problems-screen.tsx').then((m) => ({
                        Component: m.CostingProblemsScreen,
                      })),
                  },
                  {
                    path: 'recipes/:recipeId',
                    lazy: () =>
                      import('../features/recipes/recipe-screen.tsx').then((m) => ({
                        Component: m.RecipeScreen,
                      })),
                  },
                  {
                    path: 'menu',
                    lazy: () =>
                      import('../features/menu/menu-screen.tsx').then((m) => ({
                        Component: m.MenuScreen,
                      })),
                  },
                  {
                    path: 'menu/:menuItemId',
                    lazy: () =>
                      import('../features/menu/menu-item-screen.tsx').then((m) => ({
                        Component: m.MenuItemScreen,
                      })),
                  },
                  {
                    path: 'sales',
                    lazy: () =>
                      import('../features/sales/sales-screen.tsx').then((m) => ({
                        Component: m.SalesScreen,
                      })),
                  },
                  { path: 'reports', element: <Navigate to="variance" replace /> },
                  {
                    path: 'reports/variance',
                    lazy: () =>
                      import('../features/reports/variance-screen.tsx').then((m) => ({
                        Component: m.VarianceScreen,
                      })),
                  },
                  {
                    path: 'reports/menu-engineering',
                    lazy: () =>
                      import('../features/reports/menu-engineering-screen.tsx').then((m) => ({
                        Component: m.MenuEngineeringScreen,
                      })),
                  },
                  {
                    path: 'reports/par-suggestions',
                    lazy: () =>
                      import('../features/reports/par-suggestions-screen.tsx').then((m) => ({
                        Component: m.ParSuggestionsScreen,
                      })),
                  },
                  {
                    path: 'onboarding',
                    lazy: () =>
                      import('../features/onboarding/onboarding-screen.tsx').then((m) => ({
                        Component: m.OnboardingScreen,
                      })),
                  },
                  {
                    path: 'counts',
                    lazy: () =>
                      import('../features/counts/counts-screen.tsx').then((m) => ({
                        Component: m.CountsScreen,
                      })),
                  },
                  {
                    path: 'counts/:countId',
                    lazy: () =>
                      import('../features/counts/count-screen.tsx').then((m) => ({
                        Component: m.CountScreen,
                      })),
                  },
                  {
                    path: 'changelog',
                    lazy: () =>
                      import('../features/inventory/changelog-screen.tsx').then((m) => ({
                        Component: m.ChangelogScreen,
                      })),
                  },
                  {
                    path: 'ai-chat',
                    lazy: () =>
                      import('../features/ai-chat/ai-chat-screen.tsx').then((m) => ({
                        Component: m.AiChatScreen,
                      })),
                  },
                ],
              },
              {
                path: 'orders',
                lazy: () =>
                  import('../features/orders/orders-screen.tsx').then((m) => ({
                    Component: m.OrdersScreen,
                  })),
              },
              {
                path: 'settings',
                lazy: () =>
                  import('../features/settings/user-settings-screen.tsx').then((m) => ({
                    Component: m.UserSettingsScreen,
                  })),
              },
              {
                path: 'location-settings',
                lazy: () =>
                  import('../features/locations/location-settings-screen.tsx').then((m) => ({
                    Component: m.LocationSettingsScreen,
                  })),
              },
              {
                path: 'account',
                lazy: () =>
                  import('../features/account/account-screen.tsx').then((m) => ({
                    Component: m.AccountScreen,
                  })),
              },
              {
                path: 'add-location',
                lazy: () =>
                  import('../features/locations/add-location-screen.tsx').then((m) => ({
                    Component: m.AddLocationScreen,
                  })),
              },
              {
                path: 'admin/waiting-list',
                lazy: () =>
                  import('../features/admin/waiting-list-admin-screen.tsx').then((m) => ({
                    Component: m.WaitingListAdminScreen,
                  })),
              },
              {
                path: 'join-location',
                lazy: () =>
                  import('../features/locations/join-location-screen.tsx').then((m) => ({
                    Component: m.JoinLocationScreen,
                  })),
              },
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
