import type { ReactNode } from 'react';
import { Flex, theme, Typography } from 'antd';
import { Outlet } from 'react-router';
import { Logo } from '../../shared/ui/logo';
import { PRODUCT_TITLE } from '../../shared/ui/use-page-title';

/**
 * The parent-registration-message layout (spec 1 §2): the product name above one centred card holding a short
 * message, as after a parent's registration (/registration-parents-success-message); `wide` holds the registration
 * form itself (/registration-parents), left-aligned.
 */
export default function RegistrationMessageLayout({ children, wide = false }: { children?: ReactNode; wide?: boolean }) {
  const { token } = theme.useToken();
  return (
    <Flex
      component="main"
      vertical
      align="center"
      justify="center"
      gap={24}
      style={{ minHeight: '100vh', padding: '32px 16px', background: token.colorBgLayout }}
    >
      <Flex align="center" gap={12}>
        <Logo size={40} />
        <Typography.Text strong style={{ fontSize: 20 }}>
          {PRODUCT_TITLE}
        </Typography.Text>
      </Flex>
      <div
        style={{
          width: '100%',
          maxWidth: wide ? 760 : 560,
          padding: 32,
          textAlign: wide ? 'start' : 'center',
          background: token.colorBgContainer,
          borderRadius: token.borderRadiusLG,
          boxShadow: token.boxShadowTertiary,
        }}
      >
        {children ?? <Outlet />}
      </div>
    </Flex>
  );
}
