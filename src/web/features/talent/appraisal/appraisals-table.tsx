import { Button, Empty, List, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserAppraisals } from '../api/talent-api';
import { NotAuthorized } from '../page/not-authorized';
import { periodLabel } from '../page/talent-rules';
import type { AppraisalTarget } from './appraisal-drawer';
import { AppraisalDrawerLazy } from './appraisal-drawer-lazy';
import { StatusTag } from './status-tag';
import { useSignedInSession } from '../../../shared/session';
import { SelfReviewCards } from '../reviews/self-review-cards';

/**
 * A person's appraisals, one row per quarter they are appraised for (My Appraisals, the profile's Appraisals tab):
 * its status, View, and Start Appraisal for the direct manager where none exists.
 */
export function AppraisalsTable({ userId }: { userId: number }) {
  const { t } = useTranslation('talent');
  const list = useUserAppraisals(userId);
  const { Profile } = useSignedInSession();
  const [target, setTarget] = useState<AppraisalTarget | null>(null);
  if (list.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  // Only a first load that failed shows its error: a failed refetch keeps what is shown, and any dialog open on it.
  if (list.data === undefined) return <NotAuthorized error={list.error} />;
  const { user, evaluations } = list.data;
  return (
    <>
      {/* Only the person writes their own self-review (issue 34). */}
      {user.Id === Profile.Id && <SelfReviewCards periods={evaluations.map((row) => row.Period)} />}
      {evaluations.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('appraisals.tooNew')} />
      ) : (
        <List
          itemLayout="horizontal"
          dataSource={evaluations}
          renderItem={(row) => {
            const a = row.Appraisal;
            const quarter = periodLabel(row.Period, t);
            return (
              <List.Item
                actions={[
                  a ? (
                    <Button
                      key="view"
                      onClick={() => setTarget({ kind: 'view', id: a.Id })}
                      aria-label={t('appraisals.viewOf', { quarter })}
                    >
                      {t('actions.view')}
                    </Button>
                  ) : row.CanStart ? (
                    <Button
                      key="start"
                      type="primary"
                      onClick={() => setTarget({ kind: 'create', userId: user.Id, userName: user.Name, periodId: row.Period.Id, quarter })}
                    >
                      {t('actions.start')}
                    </Button>
                  ) : null,
                ].filter(Boolean)}
              >
                {/* Not List.Item.Meta: its title is an h4, out of order under the page's headings. */}
                <div style={{ display: 'grid', gap: 4 }}>
                  <Typography.Text strong>{quarter}</Typography.Text>
                  <StatusTag state={a?.State ?? null} progress={a?.Progress} />
                </div>
              </List.Item>
            );
          }}
        />
      )}
      {target && <AppraisalDrawerLazy target={target} onClose={() => setTarget(null)} />}
    </>
  );
}
