import type { LoggedInUser } from '@kg/contracts';
import { roleLabels } from '@kg/contracts/access';
import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { Avatar, Button, Dropdown, Flex, type MenuProps, Typography } from 'antd';
import { Link } from 'react-router';
import { useGetAvatarQuery } from '../../areas/identity/api';

export const userMenuTexts = {
  button: (name: string) => `Меню на потребителя ${name}`,
  profile: 'Профил',
  logout: 'Изход',
} as const;

const initials = (user: LoggedInUser): string => `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();

/**
 * The user menu of the top bar (spec 1 §2): the avatar (and on wide screens the name and role); opened, the name
 * and e-mail, the profile settings and sign-out. The avatar is fetched with the token (identity's `getAvatar`).
 */
export function UserMenu({ user, compact }: { user: LoggedInUser; compact: boolean }) {
  const { data: avatar } = useGetAvatarQuery(user.id);
  const fullName = `${user.firstName} ${user.lastName}`;

  const items: MenuProps['items'] = [
    {
      key: 'who',
      type: 'group',
      label: (
        <Flex vertical style={{ maxWidth: 260 }}>
          <Typography.Text strong ellipsis>
            {fullName}
          </Typography.Text>
          {user.email && (
            <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
              {user.email}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    { type: 'divider' },
    { key: 'profile', icon: <UserOutlined />, label: <Link to="/profile">{userMenuTexts.profile}</Link> },
    { key: 'logout', icon: <LogoutOutlined />, label: <Link to="/logout">{userMenuTexts.logout}</Link> },
  ];

  return (
    <Dropdown trigger={['click']} placement="bottomRight" menu={{ items }}>
      <Button
        type="text"
        aria-haspopup="menu"
        aria-label={userMenuTexts.button(fullName)}
        style={{ height: 52, padding: '4px 8px', display: 'flex', alignItems: 'center', gap: 10 }}
      >
        {!compact && (
          <Flex vertical align="end" style={{ lineHeight: 1.25 }}>
            <Typography.Text strong data-testid="user-name">
              {fullName}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {roleLabels[user.baseRoleType]}
            </Typography.Text>
          </Flex>
        )}
        <Avatar src={avatar} alt="" size={36}>
          {initials(user)}
        </Avatar>
      </Button>
    </Dropdown>
  );
}
