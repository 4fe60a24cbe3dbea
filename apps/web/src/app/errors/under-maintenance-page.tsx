import { Button, Result } from 'antd';
import { usePageTitle } from '../../shared/ui/use-page-title';

export const maintenanceTexts = {
  title: 'Системата е в профилактика',
  description: 'В момента извършваме планирана профилактика на системата. Моля, опитайте отново след малко.',
  retry: 'Опитайте отново',
} as const;

/**
 * /under-maintenance (spec 1 §2): a guest page, open whether or not the user is signed in. "Опитайте отново"
 * loads the site afresh (a full page load, so a new release is picked up when the maintenance is over).
 */
export default function UnderMaintenancePage() {
  usePageTitle(maintenanceTexts.title);
  return (
    <Result
      status="warning"
      title={maintenanceTexts.title}
      subTitle={maintenanceTexts.description}
      extra={
        <Button type="primary" href="/">
          {maintenanceTexts.retry}
        </Button>
      }
    />
  );
}
