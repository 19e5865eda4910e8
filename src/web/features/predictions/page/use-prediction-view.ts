import { useCallback, useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { parseView, viewSearch, type PredictionView } from '../prediction-rules';

/**
 * The matrix's goal and view as the URL holds them: /v3/predictions/{goalId}?week=&level=&states=&cell=.
 * goalId is null for /v3/predictions and /v3/predictions/0 (the viewer's current goal).
 */
export function usePredictionView() {
  const params = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const raw = Number(params.goalId);
  const goalId = Number.isInteger(raw) && raw > 0 ? raw : null;
  const invalid = params.goalId !== undefined && params.goalId !== '0' && goalId === null;
  const query = searchParams.toString();
  const view = useMemo(() => parseView(new URLSearchParams(query)), [query]);

  const show = useCallback(
    (next: PredictionView, options?: { replace?: boolean }) => {
      if (goalId) void navigate(`/v3/predictions/${goalId}${viewSearch(next)}`, options);
    },
    [goalId, navigate],
  );
  return { goalId, invalid, view, show };
}
