import { roleLabels } from '@kg/contracts';
import { Descriptions, theme, Typography } from 'antd';
import { selectedKindergarten, useGetUserDataQuery } from '../../identity/api';
import { dayjs, formatDate } from '../../../shared/dates/dates';
import { usePageTitle } from '../../../shared/ui/use-page-title';

/** Home (/): who is signed in and where. The notice board and the widgets of the areas come later. */
export default function HomePage() {
  usePageTitle('Начало');
  const { token } = theme.useToken();
  const { data: user } = useGetUserDataQuery();
  if (!user) return null;
  const kindergarten = selectedKindergarten(user);

  return (
    <div style={{ maxWidth: 880, margin: '0 auto' }}>
      <Typography.Title level={2} style={{ marginTop: 8 }}>
        Добре дошли, {user.firstName}!
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Днес е {dayjs().format('dddd')}, {formatDate(new Date())}.
      </Typography.Paragraph>
      <section
        style={{
          padding: 24,
          background: token.colorBgContainer,
          borderRadius: token.borderRadiusLG,
          boxShadow: token.boxShadowTertiary,
        }}
      >
        <Descriptions
          title="Вашият профил"
          bordered
          column={1}
          styles={{ label: { width: '1%', whiteSpace: 'nowrap' } }}
          items={[
            { key: 'name', label: 'Име', children: `${user.firstName} ${user.lastName}` },
            { key: 'role', label: 'Роля', children: roleLabels[user.baseRoleType] },
            ...(user.email ? [{ key: 'email', label: 'Имейл адрес', children: user.email }] : []),
            ...(kindergarten
              ? [
                  { key: 'kindergarten', label: 'Детска градина', children: kindergarten.name },
                  { key: 'city', label: 'Населено място', children: kindergarten.city },
                ]
              : []),
          ]}
        />
      </section>
    </div>
  );
}
