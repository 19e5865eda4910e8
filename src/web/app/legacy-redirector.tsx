import { Navigate, useLocation } from 'react-router';
import { legacyRedirectTarget } from './legacy-redirect';

/** The root and unknown /v3/* paths: old hash-style links land on today's screens. */
export function LegacyRedirector() {
  return <Navigate to={legacyRedirectTarget(useLocation())} replace />;
}
