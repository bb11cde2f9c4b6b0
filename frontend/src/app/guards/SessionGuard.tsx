import { useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { wasCancelled } from '../../api/baseQuery';
import { useVerifyTokenMutation } from '../../api/userApi';
import { PageLoader } from '../../components/PageLoader';
import { useAppSelector } from '../hooks';

/**
 * Signed-in routes: checks the session on entry and on every move inside. A failed check sends
 * the visitor home; the thunk shows its error once (a check superseded by the next one is aborted
 * and stays quiet).
 */
export function SessionGuard() {
  const [verifyToken] = useVerifyTokenMutation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const isAuthenticated = useAppSelector((state) => state.user.isAuthenticated);
  const [confirmed, setConfirmed] = useState(false);

  useEffect(() => {
    const check = verifyToken();
    void check.then((outcome) => {
      if (!outcome.error) setConfirmed(true);
      else if (!wasCancelled(outcome.error)) void navigate('/', { replace: true });
    });
    return () => check.abort();
  }, [verifyToken, navigate, pathname]);

  // Someone the store remembers sees the page at once; a stranger waits for the check.
  if (!confirmed && !isAuthenticated) return <PageLoader label="Checking your session" />;
  return <Outlet />;
}
