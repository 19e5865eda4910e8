import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { errorText } from '../../../app/api-client';

/** Spec 001 §8: what a talent screen says when it cannot load. */
export const NOT_AUTHORIZED = 'You are not authorized!';
const OUT_OF_REACH = 'This belongs to someone outside your part of the company, or it no longer exists. You are still signed in.';

/**
 * A talent load that failed: the spec's words, what the server said (or why, when it said only that), and with
 * `back` a way to the caller's own talent page. The server answers such a load 404, so nobody is signed out.
 */
export function NotAuthorized({ error, back = false }: { error: unknown; back?: boolean }) {
  const navigate = useNavigate();
  const said = errorText(error);
  return (
    <Result
      status="warning"
      title={NOT_AUTHORIZED}
      subTitle={said === NOT_AUTHORIZED ? OUT_OF_REACH : said}
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
