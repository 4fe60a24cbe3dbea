import { allows, Resource } from '@kg/contracts/access';
import { Card, Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { useGetUserDataQuery } from '../../identity/api';
import { PageTitle } from '../../../shared/ui/page-title';
import { attendanceReferenceLinks } from '../reference-links';

/** /attendances/references: the list of the children's attendance references. */
export default function ReferencesHubPage() {
  const access = useGetUserDataQuery().data?.access ?? [];
  const links = attendanceReferenceLinks.filter((link) => allows(access, link.resource ?? Resource.AttendanceReferences, 'read'));
  return (
    <Card title={<PageTitle>Справки за присъствия</PageTitle>}>
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
