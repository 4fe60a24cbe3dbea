import { useEffect, useRef, useState } from 'react';
import { Result, Spin } from 'antd';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../shared/api/errors';
import { useUnsubscribeMutation } from '../api';
import { GuestPageHeading } from '../components/guest-page';
import { InvalidLink } from '../components/invalid-link';
import { linkToken } from '../link-params';

type Outcome = { kind: 'pending' } | { kind: 'done'; message: string } | { kind: 'failed'; message?: string };

/** /unsubscribe/:token — the one-click link of every notification e-mail: turns e-mail notifications off on open. */
export default function UnsubscribePage() {
  const token = linkToken(useParams().token);
  const [unsubscribe] = useUnsubscribeMutation();
  const [outcome, setOutcome] = useState<Outcome>(token ? { kind: 'pending' } : { kind: 'failed' });
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    void unsubscribe({ token }).then((result) =>
      setOutcome(
        result.error ? { kind: 'failed', message: errorMessage(result.error) } : { kind: 'done', message: result.data.message },
      ),
    );
  }, [token, unsubscribe]);

  return (
    <>
      <GuestPageHeading title="Отписване от известия" />
      {outcome.kind === 'pending' && (
        <div style={{ textAlign: 'center', padding: '16px 0 40px' }}>
          <Spin description="Отписване…" />
        </div>
      )}
      {outcome.kind === 'done' && (
        <Result
          status="success"
          title={<span role="status">{outcome.message}</span>}
          subTitle="Можете да включите известията отново от профила си."
          style={{ padding: '0 0 24px' }}
          extra={<Link to="/login">Към входа</Link>}
        />
      )}
      {outcome.kind === 'failed' && <InvalidLink message={outcome.message} />}
    </>
  );
}
