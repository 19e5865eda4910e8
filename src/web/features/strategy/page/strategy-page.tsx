import { Alert, App, ConfigProvider, Empty, Result, Skeleton, Space, Typography, type ThemeConfig } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, isApiError } from '../../../shared/api-client';
import { dayText } from '../../../shared/dates';
import { lazyNamed } from '../../../shared/lazy-named';
import { useSignedInSession } from '../../../shared/session';
import { PageTitle } from '../../../components/page-title';
import { CompanySettingsButton } from '../../company';
import { useSaveStrategy, useStrategy } from '../api/strategy';
import { BasicsSection } from './basics-section';
import { FounderGuide } from './founder-guide';
import { LegacySection } from './legacy-section';
import { ObjectivesSection } from './objectives-section';
import { DraftWarning, StrategyProgressCard, WelcomeBanner } from './strategy-notices';
import { basicCards, basicsButton, legacyNotes, objectiveAreas, pageSections, videoSrc } from './strategy-rules';
import { VideoBlock } from './video-block';
import { useWiderThan } from '../../../shared/use-wider-than';

// Only editors open a drawer; the rich-text editor comes with the first one they open.
const BasicsDrawer = lazyNamed(() => import('../edit/basics-drawer'), 'BasicsDrawer');
const ObjectivesDrawer = lazyNamed(() => import('../edit/objectives-drawer'), 'ObjectivesDrawer');
const VideoDrawer = lazyNamed(() => import('../edit/video-drawer'), 'VideoDrawer');
const LegacyDrawer = lazyNamed(() => import('../edit/legacy-drawer'), 'LegacyDrawer');

// Phones keep more width for content: cards pad 16px instead of 24px.
const PHONE_CARDS: ThemeConfig = { components: { Card: { bodyPadding: 16, headerPadding: 16 } } };

type DrawerName = 'basics' | 'objectives' | 'video' | 'legacy';

/** /v3/strategy: the company's mission, vision, values, objectives and CEO video; the CEO, org admins and delegates edit it. */
export function StrategyPage() {
  const { t } = useTranslation('strategy');
  const { Profile } = useSignedInSession();
  const strategy = useStrategy();
  const publish = useSaveStrategy();
  const { message } = App.useApp();
  const [drawer, setDrawer] = useState<DrawerName | null>(null);
  const wide = useWiderThan('md');

  if (strategy.isPending) {
    return (
      <>
        <PageTitle>{t('page.title')}</PageTitle>
        <Skeleton active paragraph={{ rows: 8 }} />
      </>
    );
  }
  // Only a first load that failed shows its error: a failed refetch keeps what is shown, and any dialog open on it.
  if (strategy.data === undefined) {
    return (
      <>
        <PageTitle>{t('page.title')}</PageTitle>
        {isApiError(strategy.error, 404) ? (
          <Result status="info" title={t('page.turnedOff')} />
        ) : (
          <Alert type="error" showIcon title={strategy.error.message} />
        )}
      </>
    );
  }

  const s = strategy.data;
  const canEdit = s.CanEdit;
  const show = pageSections(s);
  const publishDraft = () =>
    publish.mutate(
      { IsPublish: true },
      {
        onSuccess: () => void message.success(t('page.published')),
        onError: (error) => void message.error(errorText(error)),
      },
    );

  return (
    <>
      <PageTitle
        extra={
          // The company drawer is one of the strategy page's drawers too (spec 001 §2).
          <Space wrap size={16}>
            {s.PublishedAt && <Typography.Text type="secondary">{t('page.publishedOn', { date: dayText(s.PublishedAt) })}</Typography.Text>}
            <CompanySettingsButton />
          </Space>
        }
      >
        {t('page.title')}
      </PageTitle>
      <ConfigProvider theme={wide ? undefined : PHONE_CARDS}>
        <div style={{ display: 'grid', gap: wide ? 24 : 16 }}>
          {show.welcome && <WelcomeBanner name={Profile.Name} />}
          {show.draftWarning && <DraftWarning onPublish={publishDraft} publishing={publish.isPending} />}
          {show.progress && <StrategyProgressCard progress={s.Progress} />}
          {show.nothingPublished && (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('page.nothingPublished')} style={{ paddingBlock: 32 }} />
          )}
          {show.video && <VideoBlock src={videoSrc(s.StrategyVideo.VideoUrl)} canEdit={canEdit} onEdit={() => setDrawer('video')} />}
          {canEdit && <FounderGuide />}
          {show.basics && (
            <BasicsSection
              cards={basicCards(s.StrategyBasic, canEdit)}
              canEdit={canEdit}
              button={basicsButton(s.StrategyBasic)}
              onEdit={() => setDrawer('basics')}
            />
          )}
          {show.objectives && (
            <ObjectivesSection
              areas={objectiveAreas(s.StrategyObjective, canEdit)}
              canEdit={canEdit}
              onEdit={() => setDrawer('objectives')}
            />
          )}
          {show.legacy && <LegacySection notes={legacyNotes(s.StrategyBasic)} canEdit={canEdit} onEdit={() => setDrawer('legacy')} />}
        </div>
      </ConfigProvider>
      {canEdit && drawer && (
        <Suspense>
          {drawer === 'basics' && <BasicsDrawer basic={s.StrategyBasic} onClose={() => setDrawer(null)} />}
          {drawer === 'objectives' && <ObjectivesDrawer objectives={s.StrategyObjective} onClose={() => setDrawer(null)} />}
          {drawer === 'video' && <VideoDrawer videoUrl={s.StrategyVideo.VideoUrl} onClose={() => setDrawer(null)} />}
          {drawer === 'legacy' && <LegacyDrawer basic={s.StrategyBasic} onClose={() => setDrawer(null)} />}
        </Suspense>
      )}
    </>
  );
}
