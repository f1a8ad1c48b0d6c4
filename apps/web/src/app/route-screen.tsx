import type { RouteMeta } from '@store/domain/public';
import { type ComponentType, lazy, useState } from 'react';
import { NotFoundPage } from '../storefront/screens/not-found-page';
import { PlaceholderPage } from '../storefront/screens/placeholder-page';
import { withAntd } from './lazy-antd';
import { withLoading } from './lazy-screens';

/**
 * A screen in its own chunk (a page loads its own screen's code, not every other's: the sign-in
 * screen no rich-text sanitizer, the home page no forms). `preload` starts fetching it; a screen
 * whose code has arrived before it is first shown renders at once — through React.lazy it would
 * suspend once all the same, and React holds a revealed Suspense boundary back for 300 ms, which
 * was most of the time between a visitor's first paint and the page's text.
 */
function screenChunk(load: () => Promise<ComponentType>) {
  let loaded: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Screen() {
    // Chosen once per mount: switching from the lazy one to the loaded one would mount it anew.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return { Screen: withLoading(Screen), preload };
}

const chunks: Record<string, ReturnType<typeof screenChunk>> = {
  home: screenChunk(() => import('../storefront/screens/home-page').then((m) => m.HomePage)),
  pages: screenChunk(() => import('../cms/pages/page-screen').then((m) => m.PageScreen)),
  content: screenChunk(() => import('../storefront/screens/content-screen').then((m) => m.ContentScreen)),
  authentication: screenChunk(() => import('../storefront/screens/authentication-page').then((m) => m.AuthenticationPage)),
  forgotPassword: screenChunk(() => import('../storefront/screens/forgot-password-page').then((m) => m.ForgotPasswordPage)),
  resetPassword: screenChunk(() => import('../storefront/screens/reset-password-page').then((m) => m.ResetPasswordPage)),
  favoriteProducts: screenChunk(() => import('../storefront/favorites/favorites-screen').then((m) => m.FavoritesScreen)),
  products: screenChunk(() => import('../storefront/catalog/catalog-screen').then((m) => m.CatalogScreen)),
};

/**
 * Fetches the screen of a route before the first render, which waits for it as for the language
 * and the store: the screen's chunk arrives beside them, and the screen is drawn in the first paint.
 * Resolves either way (a failed load is retried, and shown, when the screen renders).
 */
export function preloadScreen(meta: RouteMeta): Promise<void> {
  return (
    chunks[meta.key]?.preload().then(
      () => undefined,
      () => undefined,
    ) ?? Promise.resolve()
  );
}

// The account's security screens are built with Ant Design: they load it (and it) when opened.
const ChangePasswordPage = withAntd(() => import('../account/change-password-page').then((m) => ({ default: m.ChangePasswordPage })));
const SecurityPage = withAntd(() => import('../account/security-page').then((m) => ({ default: m.SecurityPage })));
const ProfilePage = withAntd(() => import('../account/profile/profile-page').then((m) => ({ default: m.ProfilePage })));
const AddressesPage = withAntd(() => import('../account/addresses/addresses-page').then((m) => ({ default: m.AddressesPage })));
const MyCustomersPage = withAntd(() => import('../account/my-customers/my-customers-page').then((m) => ({ default: m.MyCustomersPage })));
const TicketsPage = withAntd(() => import('../tickets/tickets-page').then((m) => ({ default: m.TicketsPage })));
const MyProductsPage = withAntd(() => import('../account/products/my-products-page').then((m) => ({ default: m.MyProductsPage })));
const MyProductFormPage = withAntd(() =>
  import('../account/products/my-product-form-page').then((m) => ({ default: m.MyProductFormPage })),
);

/** Screens with their own component; every other public route shows its placeholder. */
const screens: Record<string, () => React.ReactNode> = {
  home: chunks.home!.Screen,
  notFound: NotFoundPage,
  authentication: chunks.authentication!.Screen,
  forgotPassword: chunks.forgotPassword!.Screen,
  resetPassword: chunks.resetPassword!.Screen,
  pages: chunks.pages!.Screen,
  content: chunks.content!.Screen,
  favoriteProducts: chunks.favoriteProducts!.Screen,
  products: chunks.products!.Screen,
  changePassword: () => <ChangePasswordPage />,
  accountSecurity: () => <SecurityPage />,
  accountProfile: () => <ProfilePage />,
  accountAddresses: () => <AddressesPage />,
  myCustomers: () => <MyCustomersPage />,
  tickets: () => <TicketsPage />,
  myProducts: () => <MyProductsPage />,
  myNewProducts: () => <MyProductFormPage />,
};

/** The screen of a storefront route (the dashboard's are in dashboard-routes.tsx). */
export function RouteScreen({ meta }: { meta: RouteMeta }) {
  const Screen = screens[meta.key];
  return Screen ? <Screen /> : <PlaceholderPage meta={meta} />;
}
