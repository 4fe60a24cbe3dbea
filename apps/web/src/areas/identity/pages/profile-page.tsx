import { roleLabels } from '@kg/contracts';
import { Flex, Spin, Typography } from 'antd';
import { PageTitle } from '../../../shared/ui/page-title';
import { useGetUserDataQuery } from '../api';
import { useGetProfileQuery } from '../profile-api';
import { AccountSheet } from '../components/account-sheet';
import { AvatarForm } from '../components/avatar-form';
import { ChangePasswordForm } from '../components/change-password-form';
import { DeviceNotifications } from '../components/device-notifications';
import { ProfileDetailsForm } from '../components/profile-details-form';
import { LoadError } from '../../../shared/list';

/** /profile: the signed-in user's own data, picture, notification choices and password. */
export default function ProfilePage() {
  const profile = useGetProfileQuery();
  const { data: user } = useGetUserDataQuery();

  return (
    <div style={{ maxWidth: 880, margin: '0 auto' }}>
      <Flex vertical gap={4} style={{ margin: '8px 0 16px' }}>
        <PageTitle>Профил</PageTitle>
        {user && (
          <Typography.Text type="secondary">
            {user.firstName} {user.lastName} · {roleLabels[user.baseRoleType]}
          </Typography.Text>
        )}
      </Flex>
      {profile.isLoading ? (
        <Flex justify="center" style={{ padding: 64 }}>
          <Spin size="large" description="Зареждане…" />
        </Flex>
      ) : profile.isError || !profile.data ? (
        <LoadError list={profile} title="Профилът не можа да бъде зареден." />
      ) : (
        <Flex vertical gap={24}>
          <ProfileDetailsForm profile={profile.data} />
          <AvatarForm
            userId={profile.data.id}
            initials={`${profile.data.firstName.charAt(0)}${profile.data.lastName.charAt(0)}`.toUpperCase()}
          />
          <DeviceNotifications />
          <ChangePasswordForm />
          <AccountSheet />
        </Flex>
      )}
    </div>
  );
}
