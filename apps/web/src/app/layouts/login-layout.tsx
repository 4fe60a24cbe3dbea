import { Flex, theme } from 'antd';
import { Outlet } from 'react-router';
import { Logo } from '../../shared/ui/logo';
import { PRODUCT_TITLE, usePageTitle } from '../../shared/ui/use-page-title';

/** The sign-in layout (spec 1 §2): page title "Вход", the product name and a card for the form. */
export default function LoginLayout() {
  usePageTitle('Вход');
  const { token } = theme.useToken();
  return (
    <Flex
      component="main"
      vertical
      align="center"
      justify="center"
      gap={24}
      style={{
        minHeight: '100vh',
        padding: '32px 16px',
        background: `linear-gradient(160deg, ${token.colorPrimaryBg} 0%, ${token.colorBgLayout} 55%)`,
      }}
    >
      <Flex align="center" gap={12}>
        <Logo size={40} />
        <span style={{ fontSize: 20, fontWeight: token.fontWeightStrong, color: token.colorText }}>{PRODUCT_TITLE}</span>
      </Flex>
      <div
        style={{
          width: '100%',
          maxWidth: 420,
          padding: '32px 32px 8px',
          background: token.colorBgContainer,
          borderRadius: token.borderRadiusLG,
          boxShadow: token.boxShadowTertiary,
        }}
      >
        <Outlet />
      </div>
      <span style={{ fontSize: 12, color: token.colorTextSecondary }}>Платформа за управление на детски градини и ясли</span>
    </Flex>
  );
}
