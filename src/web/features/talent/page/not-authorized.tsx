import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { errorText, isApiError } from '../../../shared/api-client';

/** Spec 001 §8: what a talent screen says when it cannot load. */
export const NOT_AUTHORIZED = 'You are not authorized!';
const OUT_OF_REACH = 'This belongs to someone outside your part of the company, or it no longer exists. You are still signed in.';
const MAYBE_ELSEWHERE = 'It may belong to someone outside your part of the company. You are still signed in.';

/** The line under the spec's words: why, without saying whether someone else's appraisal exists. */
export function refusalDetail(error: unknown): string {
  const said = errorText(error);
  if (said === NOT_AUTHORIZED) return OUT_OF_REACH;
  return isApiError(error, 404) ? `${said} ${MAYBE_ELSEWHERE}` : said;
}

/**
 * A talent load that failed: the spec's words, what the server said (or why, when it said only that), and with
 * `back` a way to the caller's own talent page. The server answers such a load 404, so nobody is signed out.
 */
export function NotAuthorized({ error, back = false }: { error: unknown; back?: boolean }) {
  const navigate = useNavigate();
  return (
    <Result
      status="warning"
      title={NOT_AUTHORIZED}
      subTitle={refusalDetail(error)}
      extra={
        back && (
          <Button type="primary" onClick={() => navigate('/v3/talent')}>
            Go to my talent page
          </Button>
        )
      }
    />
  );
}
