import { Card, Empty, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { useRouteIndex } from '../../../shared/routing/area-routes';
import { PageTitle } from '../../../shared/ui/page-title';

/** The staff references; a page is listed only once it is routed (substitutions and norms come from their own area). */
const references = [
  {
    path: '/staff/references/attendances',
    title: 'Присъствия на персонала',
    text: 'Дни по статуси и отработени дни на всеки служител за период.',
  },
  { path: '/staff/references/days', title: 'Отработени дни', text: 'Отработени дни на служителите по месеци — за заплатите.' },
  {
    path: '/staff/references/meal',
    title: 'Хранене на персонала',
    text: 'Хранения на служителите по видове за месец — за кухнята и удръжките.',
  },
  { path: '/staff/references/substitutions', title: 'Заместване', text: 'Заместванията на служителите за период.' },
  { path: '/staff/references/mandatory', title: 'Норми', text: 'Задължителните норми и изпълнението им.' },
];

/** /staff/references: the hub of the staff references. */
export default function StaffReferencesPage() {
  const routed = useRouteIndex();
  const shown = references.filter((reference) => routed.isRouted(reference.path));
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <PageTitle>Справки за персонала</PageTitle>
      {shown.length === 0 && <Empty description="Няма справки." />}
      {shown.map((reference) => (
        <Card key={reference.path} size="small" title={<Link to={reference.path}>{reference.title}</Link>}>
          <Typography.Text type="secondary">{reference.text}</Typography.Text>
        </Card>
      ))}
    </Space>
  );
}
