import { Navigate, useParams } from 'react-router';

/**
 * The user manual site's addresses (spec 001 §7) open Trellis's own pages: /login/{privateKey} the questionnaire,
 * /profile/{publicKey} the report. Both are signed-in pages, so a signed-out person signs in first and comes back.
 */
export function ManualAddressRedirect({ to }: { to: 'questionnaire' | 'report' }) {
  const key = encodeURIComponent(useParams().key ?? '');
  return <Navigate to={to === 'questionnaire' ? `/v3/manual/take/${key}` : `/v3/manual/${key}`} replace />;
}
