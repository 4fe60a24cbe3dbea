import { allows, RequestKind, Resource, Role } from '@kg/contracts';
import { Button } from 'antd';
import { Link } from 'react-router';
import { useGetUserDataQuery } from '../../identity/api';
import { RequestsList } from '../components/requests-list';

/**
 * /activities/applications/enrollment: the enrolment requests — the director decides them, a parent sees their own
 * and files a new one (docs/activities.md "Enrolment requests").
 */
export default function EnrollmentRequestsPage() {
  const user = useGetUserDataQuery().data;
  const canFile = user?.baseRoleType === Role.Parent && allows(user.access, Resource.ActivityEnrollmentRequests, 'create');
  return (
    <RequestsList
      kind={RequestKind.Enroll}
      title="Заявления за записване в дейности"
      actions={
        canFile && (
          <Link to="/activities/applications/enrollment/create">
            <Button type="primary">Ново заявление</Button>
          </Link>
        )
      }
    />
  );
}
