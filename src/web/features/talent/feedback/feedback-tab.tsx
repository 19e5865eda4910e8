import { Alert, Flex, Skeleton } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Drawer } from '../../../components/drawer';
import { useWiderThan } from '../../../shared/use-wider-than';
import { useFeedbackAbout, useFeedbackSetup } from './feedback-api';
import { AskedSection } from './asked-section';
import { AnswerDrawer } from './answer-drawer';
import { ApprovePeers } from './approve-peers';
import { FeedbackSection } from './feedback-section';
import { YourPeers } from './your-peers';

/** A request opened by its address (a notice): the answer form when one is asked it, else the person's feedback. */
function Addressed({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('talent');
  const wide = useWiderThan('md');
  const { data } = useFeedbackAbout(id);
  if (!data) return null;
  if (data.Asked) return <AnswerDrawer id={id} onClose={onClose} />;
  return (
    <Drawer open onClose={onClose} width={wide ? 640 : '100%'} title={t('feedback.about', { name: data.Name, quarter: data.Quarter })}>
      <FeedbackSection userId={data.UserId} periodId={data.PeriodId} />
    </Drawer>
  );
}

/** The talent page's Feedback tab: what one is asked, one's own peers, and the peers of one's reports to approve. */
export function FeedbackTab() {
  const { t } = useTranslation('talent');
  const navigate = useNavigate();
  const { requestId } = useParams<{ requestId?: string }>();
  const openId = requestId && /^\d{1,15}$/.test(requestId) ? Number(requestId) : null;
  const { data: setup, isPending } = useFeedbackSetup();
  const open = (id: number) => void navigate(`/v3/talent/feedback/${id}`);
  const close = () => void navigate('/v3/talent/feedback');
  if (isPending || !setup) return <Skeleton active />;
  const quarter = setup.PeerFeedbackOn ? setup.Quarter : null;
  return (
    <Flex vertical gap={24}>
      {!setup.PeerFeedbackOn && !setup.UpwardFeedbackOn && <Alert type="info" showIcon title={t('feedback.off')} />}
      <AskedSection onOpen={open} />
      {quarter && <YourPeers setup={setup} quarter={quarter} />}
      {quarter && <ApprovePeers periodId={quarter.Id} />}
      {openId && <Addressed key={openId} id={openId} onClose={close} />}
    </Flex>
  );
}
