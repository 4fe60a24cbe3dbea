import { allows, Resource } from '@kg/contracts/access';
import { Card, Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { useGetUserDataQuery } from '../../identity/api';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { attendanceReferenceLinks } from '../reference-links';

/** /attendances/references: the list of the children's attendance references. */
export default function ReferencesHubPage() {
  usePageTitle('Справки за присъствия');
  const access = useGetUserDataQuery().data?.access ?? [];
  const links = attendanceReferenceLinks.filter((link) => allows(access, link.resource ?? Resource.AttendanceReferences, 'read'));
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
          Справки за присъствия
        </Typography.Title>
      }
    >
      <Flex vertical gap={16} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {links.map((link) => (
          <li key={link.path}>
            <Link to={link.path} style={{ fontSize: 16 }}>
              {link.title}
            </Link>
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              {link.description}
            </Typography.Paragraph>
          </li>
        ))}
      </Flex>
    </Card>
  );
}
