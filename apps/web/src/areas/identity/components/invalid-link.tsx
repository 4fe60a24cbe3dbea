import { Button, Result } from 'antd';
import { Link } from 'react-router';

/** The server's message for a missing, wrong, expired or used link (one-time-tokens.service.ts). */
export const INVALID_LINK = 'Връзката е невалидна, изтекла или вече използвана.';

/** What a page opened from a bad e-mail link shows: the message and the way to a new link. */
export function InvalidLink({
  message = INVALID_LINK,
  hint,
  action,
}: {
  message?: string;
  hint?: string;
  action?: { to: string; label: string };
}) {
  return (
    <Result
      status="warning"
      title={message}
      subTitle={hint}
      style={{ padding: '8px 0 24px' }}
      extra={[
        action && (
          <Button key="action" type="primary">
            <Link to={action.to}>{action.label}</Link>
          </Button>
        ),
        <Link key="login" to="/login" style={{ display: 'inline-block', marginTop: 8 }}>
          Към входа
        </Link>,
      ]}
    />
  );
}
