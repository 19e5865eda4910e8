import { Button, Result } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api-client';

/** The line under the spec's words: why, without saying whether someone else's appraisal exists. */
export function refusalDetail(error: unknown, t: TFunction<['talent', 'common']>): string {
  if (!isApiError(error)) return t('common:genericError');
  // Spec 001 §8: the server's words when a talent load is refused, in the reader's language as the title says them.
  if (error.message === t('notAuthorized.title')) return t('notAuthorized.outOfReach');
  return error.status === 404 ? t('notAuthorized.maybeElsewhere', { said: error.message }) : error.message;
}

/**
 * A talent load that failed: the spec's words, what the server said (or why, when it said only that), and with
 * `back` a way to the caller's own talent page. The server answers such a load 404, so nobody is signed out.
 */
export function NotAuthorized({ error, back = false }: { error: unknown; back?: boolean }) {
  const { t } = useTranslation(['talent', 'common']);
  const navigate = useNavigate();
  return (
    <Result
      status="warning"
      title={t('notAuthorized.title')}
      subTitle={refusalDetail(error, t)}
      extra={
        back && (
          <Button type="primary" onClick={() => navigate('/v3/talent')}>
            {t('notAuthorized.back')}
          </Button>
        )
      }
    />
  );
}
