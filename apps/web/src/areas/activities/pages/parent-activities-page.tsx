import type { ParentActivityItem, ParentChildActivities } from '@kg/contracts';
import { Card, Descriptions, Empty, Flex, List, Spin, Tag, Typography } from 'antd';
import { LoadError } from '../../../shared/list';
import { formatActivityPrice } from '../../../shared/money/money';
import { PageTitle } from '../../../shared/ui/page-title';
import { useGetParentActivitiesQuery } from '../api';
import { periodText, scheduleText } from '../components/format';

function ActivityCard({ activity }: { activity: ParentActivityItem }) {
  const { provider } = activity;
  return (
    <Card
      size="small"
      role="article"
      aria-label={activity.name}
      title={
        <Flex gap={8} wrap align="center" style={{ whiteSpace: 'normal' }}>
          <Typography.Text strong>{activity.name}</Typography.Text>
          {activity.isEnrolled && <Tag color="green">Записано</Tag>}
        </Flex>
      }
      style={{ width: '100%' }}
    >
      {activity.description && <Typography.Paragraph>{activity.description}</Typography.Paragraph>}
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'type', label: 'Вид', children: activity.activityTypeName },
          { key: 'schedule', label: 'Дни и часове', children: scheduleText(activity.schedule) || '—' },
          { key: 'price', label: 'Цена', children: formatActivityPrice(activity) },
          { key: 'period', label: 'Период', children: periodText(activity.activeFrom, activity.activeTo) },
          ...(activity.teacherName ? [{ key: 'teacher', label: 'Преподавател', children: activity.teacherName }] : []),
          { key: 'provider', label: 'Доставчик', children: provider.name },
          ...(provider.phone
            ? [{ key: 'phone', label: 'Телефон', children: <a href={`tel:${provider.phone}`}>{provider.phone}</a> }]
            : []),
          ...(provider.email
            ? [{ key: 'email', label: 'Имейл', children: <a href={`mailto:${provider.email}`}>{provider.email}</a> }]
            : []),
        ]}
      />
    </Card>
  );
}

function ChildActivities({ child }: { child: ParentChildActivities }) {
  const heading = child.className ? `${child.studentName}, група „${child.className}“` : child.studentName;
  const empty =
    child.classId === null
      ? 'Детето не е в група днес, затова няма предлагани дейности.'
      : 'За групата на детето днес не се предлагат допълнителни дейности.';
  return (
    <section aria-label={heading}>
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        {heading}
      </Typography.Title>
      {child.activities.length === 0 ? (
        <Empty description={empty} />
      ) : (
        <List
          grid={{ gutter: 12, xs: 1, sm: 1, md: 2, xl: 3 }}
          dataSource={child.activities}
          rowKey="id"
          renderItem={(activity) => (
            <List.Item>
              <ActivityCard activity={activity} />
            </List.Item>
          )}
        />
      )}
    </section>
  );
}

/**
 * /activities/parents/providers: for each of the parent's children, the additional activities open to its group
 * today with the provider's contacts and the price (docs/activities.md "Activities").
 */
export default function ParentActivitiesPage() {
  const offer = useGetParentActivitiesQuery();
  return (
    <Card title={<PageTitle>Предлагани допълнителни дейности</PageTitle>}>
      {offer.isError ? (
        <LoadError list={offer} />
      ) : offer.isLoading ? (
        <Spin description="Зареждане…" />
      ) : !offer.data?.length ? (
        <Empty description="Няма деца, свързани с вашия профил в тази детска градина." />
      ) : (
        <Flex vertical gap={24}>
          {offer.data.map((child) => (
            <ChildActivities key={child.studentId} child={child} />
          ))}
        </Flex>
      )}
    </Card>
  );
}
