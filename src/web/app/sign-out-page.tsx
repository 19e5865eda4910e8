import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { PageSpinner } from '../components/page-spinner';
import { logout } from '../shared/session';

/** /v3/signout: ends the session on the server, forgets everything local, shows the login screen. */
export function SignOutPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout(queryClient).then(() => navigate('/v3/login', { replace: true }));
  }, [navigate, queryClient]);

  return <PageSpinner fullScreen />;
}
