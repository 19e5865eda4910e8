import { EditOutlined, ExportOutlined, PaperClipOutlined, RedoOutlined } from '@ant-design/icons';
import { Alert, App, Button, Empty, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { ManualState } from '../../../../contract/user-manual';
import type { ProfileDetail } from '../../../../contract/profile';
import { errorText } from '../../../shared/api-client';
import { PageSpinner } from '../../../components/page-spinner';
import { downloadManualPdf, useManualReport, useManualState, useRegister } from '../api/manual-api';
import { ManualDrawer } from '../drawer/manual-drawer';
import { OPEN_DELAY_MS, reportHref, tabView, takeHref } from '../manual-rules';
import { ManualReport } from '../report/manual-report';
import { ReportPdfButton } from '../report/print-and-pdf';
import { ManualIntro } from './manual-intro';

type Person = Pick<ProfileDetail, 'Id' | 'Name'>;

/** The profile's User Manual tab: the owner starts, finishes or edits their manual; others read it. */
export function UserManualTab({ profile }: { profile: Person }) {
  const { t } = useTranslation('manual');
  const state = useManualState(profile.Id);
  const [editing, setEditing] = useState(false);
  const { opening, take } = useTakeAssessment(profile.Id);

  if (state.isPending) return <PageSpinner />;
  // Only a first load that failed shows its error: a failed refetch keeps what is shown, and any dialog open on it.
  if (state.data === undefined) return <Alert type="error" showIcon title={errorText(state.error)} />;
  const s = state.data;
  const view = tabView(s);

  return (
    <>
      {view === 'none-yet' && (
        <Empty
          description={
            <>
              <Typography.Text strong>{t('tab.noManual')}</Typography.Text>
              <br />
              <Typography.Text type="secondary">{t('tab.noManualHelp', { name: profile.Name })}</Typography.Text>
            </>
          }
        />
      )}
      {(view === 'intro' || view === 'in-progress') && (
        <ManualIntro state={s} opening={opening} onTake={take} onEdit={() => setEditing(true)} />
      )}
      {view === 'report' && <ReportOf state={s} person={profile} opening={opening} onTake={take} onEdit={() => setEditing(true)} />}
      {editing && <ManualDrawer state={s} onClose={() => setEditing(false)} />}
    </>
  );
}

type ReportOfProps = { state: ManualState; person: Person; opening: boolean; onTake: () => void; onEdit: () => void };

function ReportOf({ state, person, opening, onTake, onEdit }: ReportOfProps) {
  const { t } = useTranslation('manual');
  const { message } = App.useApp();
  const report = useManualReport(state.PublicKey);
  if (report.isPending) return <PageSpinner />;
  // Only a first load that failed shows its error: a failed refetch keeps what is shown, and any dialog open on it.
  if (report.data === undefined) return <Alert type="error" showIcon title={errorText(report.error)} />;
  const file = state.ManualUserManual?.FilePath;

  const actions = (
    <>
      {state.CanEdit && (
        <Button icon={<EditOutlined />} onClick={onEdit}>
          {t('tab.editManually')}
        </Button>
      )}
      {state.CanEdit && (
        <Button icon={<RedoOutlined />} loading={opening} onClick={onTake}>
          {opening ? t('tab.opening') : t('tab.take')}
        </Button>
      )}
      {state.PublicKey && <ReportPdfButton publicKey={state.PublicKey} />}
      {file && (
        <Button
          icon={<PaperClipOutlined />}
          onClick={() =>
            void downloadManualPdf(person.Id, t('tab.attachedFileName', { name: person.Name })).catch((e: unknown) =>
              message.error(errorText(e)),
            )
          }
        >
          {t('tab.downloadAttached')}
        </Button>
      )}
      {state.PublicKey && (
        // A tab of its own, as its icon says: the profile stays where it was (issue 28).
        <Link to={reportHref(state.PublicKey)} target="_blank" rel="noopener" style={{ alignSelf: 'center' }}>
          {t('tab.openAsPage')} <ExportOutlined aria-label={t('tab.opensInNewTab')} />
        </Link>
      )}
      {state.CanEdit && (
        <Typography.Text type="secondary" style={{ flexBasis: '100%' }}>
          {t(state.Source === 'manual' ? 'tab.enteredByHand' : 'tab.fromAssessment')}
        </Typography.Text>
      )}
    </>
  );

  return (
    <div style={{ paddingTop: 8 }}>
      <ManualReport report={report.data} actions={actions} />
    </div>
  );
}

/** Take (or complete) the assessment: register, then open the questionnaire after a short pause (spec 001 §9). */
function useTakeAssessment(profileId: number) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const register = useRegister();
  const [opening, setOpening] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const take = () => {
    setOpening(true);
    register.mutate(profileId, {
      onSuccess: (answer) => {
        const key = answer.PrivateKey;
        if (!key) {
          setOpening(false);
          return;
        }
        timer.current = window.setTimeout(() => void navigate(takeHref(key)), OPEN_DELAY_MS);
      },
      onError: (error) => {
        setOpening(false);
        void message.error(errorText(error));
      },
    });
  };
  return { opening, take };
}
