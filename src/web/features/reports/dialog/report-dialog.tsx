import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Modal, Space, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useSignedInSession } from '../../../shared/session';
import { errorText } from '../../../shared/api-client';
import { latestFittingPeriod, periodFits, reportPeriodChoices } from '../../../../domain/reports/report-periods';
import { todayIn } from '../../../../domain/periods';
import { ianaOf } from '../../../../domain/time-zones';
import { usePeriods } from '../../goals';
import { downloadReport, useGoalTreePeriods } from '../api/report-api';
import type { ReportType } from '../report-rules';
import { initialChoice, readyToGenerate, type ReportChoice } from './report-choices';
import { ReportFields } from './report-fields';
import { fixedText, numberText } from '../../../shared/numbers';

type Making = { startedAt: number; bytes: number };
const startMaking = (): Making => ({ startedAt: Date.now(), bytes: 0 });

const size = (bytes: number, t: TFunction<'reports'>) =>
  bytes < 1024 * 1024
    ? t('dialog.kilobytes', { size: numberText(Math.ceil(bytes / 1024)) })
    : t('dialog.megabytes', { size: fixedText(bytes / 1024 / 1024, 1) });

/** How far a report is: seconds while the server makes it, then what has arrived of the file. */
function MakingNote({ making }: { making: Making }) {
  const { t } = useTranslation('reports');
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setSeconds(Math.round((Date.now() - making.startedAt) / 1000)), 1000);
    return () => clearInterval(timer);
  }, [making.startedAt]);
  return (
    <Space role="status" aria-live="polite">
      <Spin size="small" />
      <Typography.Text>
        {making.bytes === 0
          ? t('dialog.making', { seconds: numberText(seconds) })
          : t('dialog.downloading', { size: size(making.bytes, t) })}
      </Typography.Text>
    </Space>
  );
}

/** A report's dialog (spec 001 §5 'Report dialogs'): its choices, Generate, progress, and the download. */
export function ReportDialog({ report, onClose }: { report: ReportType; onClose: () => void }) {
  const { t } = useTranslation('reports');
  const { Tenant } = useSignedInSession();
  const periods = usePeriods();
  const [choice, setChoice] = useState<ReportChoice>(() => initialChoice(report.id));
  const [making, setMaking] = useState<Making | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const today = todayIn(ianaOf(Tenant.TimeZone), new Date());
  const offered = reportPeriodChoices(periods.data?.Periods ?? [], today);
  // Until a quarter is chosen, the dialog stands on the newest the report can be made for (report 5: with a goal tree).
  const trees = useGoalTreePeriods(
    offered.map((p) => p.Id),
    report.id === 5,
  );
  const fitting = report.id === 5 ? offered.filter((p) => trees.data?.includes(p.Id)) : offered;
  const suggested = latestFittingPeriod(report.id, choice.mode, fitting, today)?.Id;
  const chosen: ReportChoice = {
    ...choice,
    periodId: choice.periodId ?? suggested,
    ...(report.id === 8 ? { toPeriodId: choice.toPeriodId ?? suggested } : {}),
  };

  const change = (next: Partial<ReportChoice>) => {
    setProblem(null);
    setChoice((c) => {
      const merged = { ...c, ...next };
      // Another mode may need another quarter (goals not finalized: an ended one): a chosen one that no longer fits goes.
      const picked = offered.find((p) => p.Id === merged.periodId);
      return next.mode && picked && !periodFits(report.id, merged.mode, picked, today) ? { ...merged, periodId: undefined } : merged;
    });
  };
  const generate = async () => {
    setProblem(null);
    setMaking(startMaking());
    try {
      await downloadReport(report.id, chosen, (bytes) => setMaking((m) => m && { ...m, bytes }));
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setMaking(null);
    }
  };

  return (
    <Modal
      open
      title={t(`types.name.${report.key}`)}
      onCancel={onClose}
      destroyOnHidden
      // The corner's Close ends the dialog; the footer has the one thing to do here.
      footer={[
        <Button
          key="generate"
          type="primary"
          icon={<DownloadOutlined />}
          loading={making !== null}
          disabled={!readyToGenerate(report.id, chosen)}
          onClick={() => void generate()}
        >
          {t('dialog.generate')}
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary">{t(`types.description.${report.key}`)}</Typography.Paragraph>
      <Form layout="vertical" requiredMark={false} onFinish={() => void generate()}>
        <ReportFields id={report.id} choice={chosen} periods={offered} onChange={change} />
      </Form>
      {making && <MakingNote making={making} />}
      {problem && <Alert type="warning" showIcon title={problem} />}
    </Modal>
  );
}
