import { useEffect, useMemo, useState } from 'react';
import { allows, Resource, Role } from '@kg/contracts/access';
import MenuFoldOutlined from '@ant-design/icons/MenuFoldOutlined';
import MenuOutlined from '@ant-design/icons/MenuOutlined';
import MenuUnfoldOutlined from '@ant-design/icons/MenuUnfoldOutlined';
import { App, Button, Drawer, Flex, FloatButton, Grid, Layout, Spin, theme, Typography } from 'antd';
import { Outlet, useLocation } from 'react-router';
import { useGetUserDataQuery } from '../../areas/identity/api';
import { schoolYearChanged } from '../../areas/kindergartens/api';
import { followScopeChanges } from '../../areas/kindergartens/scope-channel';
import { RealtimeBridge } from '../../shared/realtime';
// dayjs in Bulgarian (weeks from Monday) for every signed-in page and antd's pickers.
import '../../shared/dates/dates';
import { Logo } from '../../shared/ui/logo';
import { PRODUCT_TITLE } from '../../shared/ui/use-page-title';
import { useAppDispatch } from '../hooks';
import { useMenuCounters } from '../../areas/notifications/use-notification-counters';
import { RouteIndexContext } from '../../shared/routing/area-routes';
import { routeIndex, signedInRoutes } from '../route-registry';
import { signedInMenu } from './menu-registry';
import { useGetPartnersQuery } from './api';
import { buildMenu, hasItems, RESOURCE_PAGE } from './menu';
import { SideMenu } from './side-menu';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { TOP_BAR_HEIGHT, TopBar } from './top-bar';
import { useMenuCollapsed } from './use-menu-collapsed';
import { LoadError } from '../../shared/list/load-error';

export const shellTexts = {
  loading: 'Зареждане…',
  loadFailed: 'Данните на профила не можаха да бъдат заредени.',
  openMenu: 'Отвори менюто',
  collapseMenu: 'Свий менюто',
  expandMenu: 'Разгъни менюто',
  menu: 'Меню',
  backTop: 'Към началото на страницата',
} as const;

const MENU_ID = 'side-menu';
const routes = routeIndex(signedInRoutes());
const entries = signedInMenu();

/**
 * The default layout (spec 1 §2): the skip link to the page, top bar, side menu (minimisable, remembered; a drawer on small screens),
 * the page, a scroll-to-top button and a loading overlay while the user's data loads. antd's `App` is here (and
 * not around the whole app) so that toasts and dialogs load with the signed-in frame, not with the sign-in page.
 */
export default function DefaultLayout() {
  return (
    <App>
      <RouteIndexContext value={routes}>
        <RealtimeBridge />
        <Shell />
      </RouteIndexContext>
    </App>
  );
}

function Shell() {
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const small = screens.md === false;
  const wide = screens.lg === true;
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const userData = useGetUserDataQuery();
  const user = userData.data;
  const [collapsed, setCollapsed] = useMenuCollapsed();
  const [drawerOpen, setDrawerOpen] = useState(false);

  const role = user?.baseRoleType;
  const access = user?.access;
  const wantsPartners =
    role !== undefined &&
    role !== Role.Master &&
    !!access &&
    allows(access, Resource.Partners, 'read') &&
    routes.hasRoute(RESOURCE_PAGE);
  const partners = useGetPartnersQuery(undefined, { skip: !wantsPartners }).data?.result;
  const counters = useMenuCounters(user);
  const sections = useMemo(
    () => (role === undefined || !access ? [] : buildMenu(entries, { role, access, partners, counters, ...routes })),
    [role, access, partners, counters],
  );
  const withMenu = hasItems(sections);

  // The user's other tabs changed the school year or the kindergarten: follow.
  const userId = user?.id;
  useEffect(() => {
    if (userId === undefined) return;
    return followScopeChanges(userId, (change) => {
      if (change.kind === 'school-year') dispatch(schoolYearChanged());
      else window.location.reload();
    });
  }, [dispatch, userId]);

  // A page chosen in the drawer closes it (SideMenu's onNavigate, on every item, the current page's too); so does any
  // other navigation (back, a link on the page).
  const [drawerPath, setDrawerPath] = useState(pathname);
  if (drawerPath !== pathname) {
    setDrawerPath(pathname);
    setDrawerOpen(false);
  }

  const menuToggle = withMenu ? (
    <Button
      type="text"
      size="large"
      aria-label={small ? shellTexts.openMenu : collapsed ? shellTexts.expandMenu : shellTexts.collapseMenu}
      aria-expanded={small ? drawerOpen : !collapsed}
      aria-controls={small ? undefined : MENU_ID}
      icon={small ? <MenuOutlined /> : collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
      onClick={() => (small ? setDrawerOpen(true) : setCollapsed(!collapsed))}
    />
  ) : null;

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <SkipLink />
      <TopBar user={user} small={small} wide={wide} menuToggle={menuToggle} />
      <Layout>
        {withMenu && !small && (
          <Layout.Sider
            id={MENU_ID}
            theme="light"
            width={248}
            collapsedWidth={64}
            collapsed={collapsed}
            trigger={null}
            style={{
              position: 'sticky',
              top: TOP_BAR_HEIGHT,
              height: `calc(100vh - ${TOP_BAR_HEIGHT}px)`,
              overflowY: 'auto',
              borderInlineEnd: `1px solid ${token.colorBorderSecondary}`,
            }}
          >
            <nav aria-label={shellTexts.menu}>
              <SideMenu sections={sections} collapsed={collapsed} />
            </nav>
          </Layout.Sider>
        )}
        <Layout.Content id={MAIN_CONTENT_ID} tabIndex={-1} style={{ padding: small ? 12 : 24, minWidth: 0 }}>
          {userData.isError ? <LoadError list={userData} title={shellTexts.loadFailed} /> : user ? <Outlet /> : null}
        </Layout.Content>
      </Layout>

      {withMenu && small && (
        <Drawer
          placement="left"
          size={280}
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          title={
            <Flex align="center" gap={10}>
              <Logo size={28} />
              <Typography.Text strong>{PRODUCT_TITLE}</Typography.Text>
            </Flex>
          }
          styles={{ body: { padding: 0 } }}
        >
          <nav aria-label={shellTexts.menu}>
            <SideMenu sections={sections} onNavigate={() => setDrawerOpen(false)} />
          </nav>
        </Drawer>
      )}

      <FloatButton.BackTop aria-label={shellTexts.backTop} tooltip={shellTexts.backTop} />
      {userData.isLoading && <Spin fullscreen description={shellTexts.loading} />}
    </Layout>
  );
}
