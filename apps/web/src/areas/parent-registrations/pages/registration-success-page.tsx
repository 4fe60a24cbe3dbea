import { Result } from 'antd';
import { Link } from 'react-router';
import RegistrationMessageLayout from '../../../app/layouts/registration-message-layout';
import { usePageTitle } from '../../../shared/ui/use-page-title';

/** /registration-parents-success-message, in the parent-registration-message layout (spec 1 §2). */
export default function RegistrationSuccessPage() {
  usePageTitle('Заявката е изпратена');
  return (
    <RegistrationMessageLayout>
      <Result
        status="success"
        title="Заявката е изпратена"
        subTitle="Директорът на детската градина ще я разгледа. Когато я одобри, ще получите писмо с връзка за активиране на профила си."
        extra={<Link to="/login">Към входа</Link>}
      />
    </RegistrationMessageLayout>
  );
}
