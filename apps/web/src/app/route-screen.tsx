import type { RouteMeta } from '@store/domain';
import { ChangePasswordPage } from '../account/change-password-page';
import { SecurityPage } from '../account/security-page';
import { entityOfRoute } from '../dashboard/entity-paths';
import { isFixture } from '../dashboard/known-entities';
import { AuthenticationPage } from '../storefront/screens/authentication-page';
import { HomePage } from '../storefront/screens/home-page';
import { NotFoundPage } from '../storefront/screens/not-found-page';
import { PlaceholderPage } from '../storefront/screens/placeholder-page';
import { FixturesOnly } from './fixtures-only';
import { DashboardHomePage, EntityFormPage, EntityListPage, FilesPage, Loading, PageScreen, withLoading } from './lazy-screens';

/** Screens with their own component; every other public route shows its placeholder. */
const screens: Record<string, () => React.ReactNode> = {
  home: HomePage,
  notFound: NotFoundPage,
  authentication: AuthenticationPage,
  changePassword: ChangePasswordPage,
  accountSecurity: SecurityPage,
  dashboard: withLoading(DashboardHomePage),
  cmsFiles: withLoading(FilesPage),
  pages: withLoading(PageScreen),
};

/** The screen of a route: entity routes get the generic List / Create / Update screens. */
export function RouteScreen({ meta }: { meta: RouteMeta }) {
  const entity = entityOfRoute(meta);
  if (entity) {
    const screen = meta.key.slice(entity.name.length + 1);
    const page = (
      <Loading>
        {screen === 'List' ? (
          <EntityListPage key={entity.name} entity={entity} />
        ) : (
          <EntityFormPage key={`${entity.name}.${screen}`} entity={entity} />
        )}
      </Loading>
    );
    return isFixture(entity) ? <FixturesOnly>{page}</FixturesOnly> : page;
  }
  const Screen = screens[meta.key];
  return Screen ? <Screen /> : <PlaceholderPage meta={meta} />;
}
