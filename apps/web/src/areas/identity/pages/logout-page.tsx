import { useEffect, useRef } from 'react';
import { Flex, Spin } from 'antd';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectToken, signedOut } from '../../../shared/auth/auth-slice';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { useLogoutMutation } from '../api';

/** /logout: revokes the token on the server, forgets it here and goes to /login (spec 1 §2). */
export default function LogoutPage() {
  usePageTitle('Изход');
  const token = useAppSelector(selectToken);
  const [logout] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      // Signed out here even when the server cannot be reached: the token is forgotten either way.
      if (token) await logout().catch(() => undefined);
      dispatch(signedOut());
      await navigate('/login', { replace: true });
    })();
  }, [dispatch, logout, navigate, token]);

  return (
    <Flex justify="center" align="center" style={{ minHeight: '100vh' }}>
      <Spin size="large" />
    </Flex>
  );
}
