import type { ReactNode } from 'react';
import { type LoggedInUser, Role } from '@kg/contracts';
import { Layout, theme, Typography } from 'antd';
import { Link } from 'react-router';
import { selectedKindergarten } from '../../areas/identity/api';
import { KindergartenSwitcher } from '../../areas/kindergartens/components/kindergarten-switcher';
import { SchoolYearSwitcher } from '../../areas/kindergartens/components/school-year-switcher';
import { Logo } from '../../shared/ui/logo';
import { PRODUCT_TITLE } from '../../shared/ui/use-page-title';
import { topBarWidgets } from './top-bar-widgets';
import { UserMenu } from './user-menu';

export const TOP_BAR_HEIGHT = 64;

/**
 * The top bar (spec 1 §2): menu toggle, product, the kindergarten (with the switcher), the school year (hidden for
 * the master administrator and on small screens), the widgets (notifications, messages: see `top-bar-widgets`)
 * and the user menu.
 */
export function TopBar({
  user,
  small,
  wide,
  menuToggle,
}: {
  user: LoggedInUser | undefined;
  /** Narrower than the small breakpoint: compact items, no school year. */
  small: boolean;
  /** Wide enough for the product's name beside the logo. */
  wide: boolean;
  menuToggle: ReactNode;
}) {
  const { token } = theme.useToken();
  const kindergarten = selectedKindergarten(user);
  const isMaster = user?.baseRoleType === Role.Master;

  return (
    <Layout.Header
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 20,
        display: 'flex',
        alignItems: 'center',
        gap: small ? 4 : 12,
        height: TOP_BAR_HEIGHT,
        padding: small ? '0 4px' : '0 16px',
        lineHeight: 1.3,
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      {menuToggle}
      <Link
        to="/"
        aria-label={wide ? undefined : PRODUCT_TITLE}
        style={{ display: 'flex', alignItems: 'center', gap: 10, color: token.colorText, flex: 'none', padding: '0 4px' }}
      >
        <Logo />
        {wide && (
          <Typography.Text strong style={{ fontSize: 17 }}>
            {PRODUCT_TITLE}
          </Typography.Text>
        )}
      </Link>

      {user && !isMaster && kindergarten && (
        <div style={{ minWidth: 0, flex: '0 1 auto', display: 'flex', alignItems: 'center', gap: 4 }}>
          {!small && <span style={{ width: 1, height: 32, background: token.colorBorderSecondary, marginInlineEnd: 4 }} />}
          <KindergartenSwitcher user={user} />
        </div>
      )}
      {user && !isMaster && kindergarten && !small && <SchoolYearSwitcher user={user} kindergartenId={kindergarten.id} />}

      <div style={{ marginInlineStart: 'auto', display: 'flex', alignItems: 'center', gap: 4, flex: 'none' }}>
        {user &&
          topBarWidgets
            .filter((widget) => widget.visible(user, { small }))
            .map(({ key, Component }) => <Component key={key} user={user} />)}
        {user && <UserMenu user={user} compact={small} />}
      </div>
    </Layout.Header>
  );
}
