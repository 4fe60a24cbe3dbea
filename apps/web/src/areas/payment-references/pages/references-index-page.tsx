import { Card, List, Typography } from 'antd';
import { Link } from 'react-router';
import { useRouteIndex } from '../../../shared/routing/area-routes';
import { PageTitle } from '../../../shared/ui/page-title';

/** The references on activities, with what each answers (docs/payment-references.md "Pages"). */
export const REFERENCE_PAGES = [
  {
    path: '/activities/references/kindergarten',
    title: 'По детска градина',
    text: 'Начислени, платени и неплатени такси по дейности за месец или период.',
  },
  { path: '/activities/references/groups', title: 'По групи', text: 'Таксите по групи и дейности.' },
  { path: '/activities/references/kids', title: 'По деца', text: 'Таксите на всяко дете: кой какво дължи.' },
  {
    path: '/activities/references/cash',
    title: 'По касиери',
    text: 'Какво е събрал всеки касиер по дни и начини на плащане.',
  },
  {
    path: '/activities/references/batch-payments',
    title: 'Групови плащания',
    text: 'Плащанията на няколко такси с една квитанция и таксите в тях.',
  },
  { path: '/activities/references/fees', title: 'Платени такси', text: 'Всяко плащане от периода с таксата, която плаща.' },
  {
    path: '/activities/references/students',
    title: 'Записани деца',
    text: 'Колко деца са записани във всяка дейност към дата, по групи.',
  },
  {
    path: '/activities/references/enrollments',
    title: 'История на записванията',
    text: 'Записванията и отписванията в една дейност.',
  },
  {
    path: '/activities/references/attendances',
    title: 'Присъствия в дейности',
    text: 'Проведени занятия, присъствия и отсъствия по деца.',
  },
] as const;

/** /activities/references: the index of the activity references (only the ones that exist are listed). */
export default function ReferencesIndexPage() {
  const routes = useRouteIndex();
  const pages = REFERENCE_PAGES.filter((page) => routes.isRouted(page.path));
  return (
    <Card title={<PageTitle>Справки за дейности</PageTitle>}>
      <List
        dataSource={pages}
        renderItem={(page) => (
          <List.Item>
            <List.Item.Meta
              title={<Link to={page.path}>{page.title}</Link>}
              description={<Typography.Text type="secondary">{page.text}</Typography.Text>}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
