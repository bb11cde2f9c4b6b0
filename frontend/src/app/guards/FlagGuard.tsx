import { useState } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import type { UserState } from '../../features/user/userSlice';
import { useAppSelector } from '../hooks';

export type FlowFlag = keyof Pick<UserState, 'isRegister' | 'isReset'>;

/**
 * Routes that only make sense inside a flow (/verify, /reset): allowed when any of the named
 * flags is set, else home. Checked on entry: the page itself clears the flag when the flow moves
 * on, and must not be thrown out in the instant before it navigates.
 */
export function FlagGuard({ anyOf }: { anyOf: readonly FlowFlag[] }) {
  const flagSet = useAppSelector((state) => anyOf.some((flag) => state.user[flag]));
  const [allowed] = useState(flagSet);
  return allowed ? <Outlet /> : <Navigate to="/" replace />;
}
