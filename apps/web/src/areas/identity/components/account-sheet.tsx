import { Space } from 'antd';
import { identityAccountSheetRoutes } from '@kg/contracts';
import { routePath } from '../../../shared/api/route-request';
import { DownloadButton } from '../../../shared/download';
import { Section } from './section';

/** The account sheet: what the system keeps about the user, as PDF or Excel (the export kit's calls). */
export function AccountSheet() {
  return (
    <Section id="profile-sheet" title="Данни за профила" description="Справка с данните, които системата пази за вас.">
      <Space wrap data-testid="account-sheet-downloads">
        <DownloadButton path={routePath(identityAccountSheetRoutes.pdf, {})}>Изтегли PDF</DownloadButton>
        <DownloadButton path={routePath(identityAccountSheetRoutes.excel, {})}>Изтегли Excel</DownloadButton>
      </Space>
    </Section>
  );
}
