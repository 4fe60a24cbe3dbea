import { Role } from '@kg/contracts/access';
import { RealtimeEvent } from '@kg/contracts/realtime';
import { Typography } from 'antd';
import { selectedKindergarten, useGetUserDataQuery } from '../../identity/api';
import { dayjs, formatDate } from '../../../shared/dates/dates';
import { useRealtimeEvent } from '../../../shared/realtime';
import { PageTitle } from '../../../shared/ui/page-title';
import { AdministrativeMessagesCard } from '../../admin-messages/components/administrative-messages-card';
import { useGetDashboardQuery, useGetNationalDashboardQuery } from '../api';
import { DashboardState } from '../components/dashboard-state';
import { KindergartenDashboardView } from '../components/kindergarten-dashboard-view';
import { NationalDashboardView } from '../components/national-dashboard-view';
import { ParentDashboardView } from '../components/parent-dashboard-view';
import { TeacherDashboardView } from '../components/teacher-dashboard-view';

const NATIONAL_ROLES: Role[] = [Role.MON, Role.Municipality, Role.Master];

function KindergartenHome() {
  const dashboard = useGetDashboardQuery();
  // New messages and events reach the open page through the hub: the lists on the dashboard follow.
  useRealtimeEvent(RealtimeEvent.ReceiveMessage, () => void dashboard.refetch());
  useRealtimeEvent(RealtimeEvent.ReceiveEvent, () => void dashboard.refetch());
  return (
    <DashboardState query={dashboard}>
      {(data) =>
        data.kind === 'teacher' ? (
          <TeacherDashboardView dashboard={data} />
        ) : data.kind === 'parent' ? (
          <ParentDashboardView dashboard={data} />
        ) : (
          <KindergartenDashboardView dashboard={data} />
        )
      }
    </DashboardState>
  );
}

function NationalHome() {
  const dashboard = useGetNationalDashboardQuery();
  return <DashboardState query={dashboard}>{(data) => <NationalDashboardView dashboard={data} />}</DashboardState>;
}

/** Home (/): the administrative messages, then the dashboard of the user's role (docs/dashboards.md). */
export default function HomePage() {
  const { data: user } = useGetUserDataQuery();
  if (!user) return null;
  const kindergarten = selectedKindergarten(user);
  const national = NATIONAL_ROLES.includes(user.baseRoleType);

  return (
    <div style={{ maxWidth: 1200, margin: '0 auto' }}>
      <AdministrativeMessagesCard />
      <PageTitle tab="Начало">Добре дошли, {user.firstName}!</PageTitle>
      <Typography.Paragraph type="secondary">
        Днес е {dayjs().format('dddd')}, {formatDate(new Date())}
        {kindergarten && !national ? ` · ${kindergarten.name}` : ''}.
      </Typography.Paragraph>
      {national ? <NationalHome /> : kindergarten ? <KindergartenHome /> : null}
    </div>
  );
}
