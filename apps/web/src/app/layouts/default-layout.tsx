import { roleLabels } from '@kg/contracts';
import { Alert, Button, Flex, Layout, Spin, theme, Typography } from 'antd';
import { Link, Outlet } from 'react-router';
import { selectedKindergarten, useGetUserDataQuery } from '../../areas/identity/api';
import { errorMessage } from '../../shared/api/errors';
import { Logo } from '../../shared/ui/logo';
import { PRODUCT_TITLE } from '../../shared/ui/use-page-title';

/**
 * The default layout of the signed-in area: for now a top bar with the product, the user's kindergarten and
 * the user. The full shell (kindergarten switcher, school year, notifications, side menu) grows from here.
 */
export default function DefaultLayout() {
  const { token } = theme.useToken();
  const userData = useGetUserDataQuery();
  const user = userData.data;
  const kindergarten = selectedKindergarten(user);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 16,
          height: 'auto',
          minHeight: 64,
          padding: '8px 24px',
          lineHeight: 1.3,
          background: token.colorBgContainer,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
          flexWrap: 'wrap',
        }}
      >
        <Link to="/" style={{ display: 'flex', alignItems: 'center', gap: 10, color: token.colorText }}>
          <Logo />
          <Typography.Text strong style={{ fontSize: 17 }}>
            {PRODUCT_TITLE}
          </Typography.Text>
        </Link>

        {kindergarten && (
          <Flex vertical style={{ paddingLeft: 16, borderLeft: `1px solid ${token.colorBorderSecondary}` }}>
            <Typography.Text strong data-testid="kindergarten-name">
              {kindergarten.name}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {kindergarten.city}
            </Typography.Text>
          </Flex>
        )}

        <Flex align="center" gap={16} style={{ marginLeft: 'auto' }}>
          {user && (
            <Flex vertical align="end">
              <Typography.Text strong data-testid="user-name">
                {user.firstName} {user.lastName}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {roleLabels[user.baseRoleType]}
              </Typography.Text>
            </Flex>
          )}
          <Link to="/logout">Изход</Link>
        </Flex>
      </Layout.Header>

      <Layout.Content style={{ padding: 24 }}>
        {userData.isLoading ? (
          <Flex justify="center" style={{ padding: 64 }}>
            <Spin size="large" description="Зареждане…" />
          </Flex>
        ) : userData.isError ? (
          <Alert
            type="error"
            showIcon
            title="Данните на профила не можаха да бъдат заредени."
            description={errorMessage(userData.error)}
            action={
              <Button size="small" onClick={() => void userData.refetch()}>
                Опитай отново
              </Button>
            }
          />
        ) : (
          <Outlet />
        )}
      </Layout.Content>
    </Layout>
  );
}
