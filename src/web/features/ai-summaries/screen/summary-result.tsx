import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AiSummaryAnswer } from '../../../../contract/ai-summaries';
import { errorText } from '../../../shared/api-client';
import { downloadSlides } from '../api/download-slides';
import { useSaveSummary, useRegenerateText, type SummaryEdit } from '../api/summary-mutations';
import { summaryKeys } from '../api/summary-keys';
import { DeckPreview } from '../preview/deck-preview';
import {
  annualEditBody,
  changedKeys,
  quarterEditBody,
  slidesFileName,
  withoutEdit,
  type Edits,
  type SummaryScope,
  type TextKey,
} from '../summary-rules';
import { AnnualTexts, QuarterTexts } from './summary-texts';
import { RegenerateModal } from './regenerate-modal';
import { SummaryToolbar } from './summary-toolbar';
import { WrittenByNote } from './written-by-note';

type SummaryResultProps = { scope: SummaryScope; answer: AiSummaryAnswer; edits: Edits; onEdits: (edits: Edits) => void };

/** A finished summary: its texts to edit and save, one text to write again, the slides to preview and download. */
export function SummaryResult({ scope, answer, edits, onEdits }: SummaryResultProps) {
  const { t } = useTranslation('ai');
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();
  const save = useSaveSummary(scope);
  const regenerate = useRegenerateText(scope);
  const [asking, setAsking] = useState<{ key: TextKey; what: string } | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const dirty = changedKeys(answer, edits).length > 0;

  const edit: SummaryEdit =
    scope.kind === 'quarter'
      ? { kind: 'quarter', ...quarterEditBody(answer, edits) }
      : { kind: 'annual', ...annualEditBody(answer, edits) };

  const saveEdits = async (): Promise<boolean> => {
    try {
      await save.mutateAsync(edit);
      onEdits({});
      void message.success(t('result.saved'));
      return true;
    } catch (error) {
      modal.error({ title: t('result.notSaved'), content: errorText(error) });
      return false;
    }
  };

  // The slides are made from the kept texts: unsaved edits are saved first, so the file holds what the preview shows.
  const download = async () => {
    if (dirty && !(await saveEdits())) return;
    setDownloading(true);
    try {
      await downloadSlides(scope, slidesFileName(scope, answer.Context?.Period?.Name, t));
    } catch (error) {
      modal.error({ title: t('result.notDownloaded'), content: errorText(error) });
    } finally {
      setDownloading(false);
    }
  };

  const writeAgain = async (key: TextKey, context: string) => {
    try {
      const next = await regenerate.mutateAsync({ key, context });
      if (!next.Success) {
        modal.error({ title: t('view.requestFailed'), content: next.Message });
        return;
      }
      // Only this text changes on screen: the answer replaces the kept texts, and the edits of the others stay.
      queryClient.setQueryData(summaryKeys.summary(scope), next);
      onEdits(withoutEdit(edits, key));
      setAsking(null);
      void message.success(t('result.rewritten'));
    } catch {
      modal.error({ title: t('view.requestFailed') });
    }
  };

  const onChange = (key: TextKey, text: string) => onEdits({ ...edits, [key]: text });
  const onRegenerate = (key: TextKey, what: string) => setAsking({ key, what });
  const textsProps = { answer, edits, onChange, onRegenerate, regenerating: regenerate.isPending ? regenerate.variables.key : null };

  return (
    <>
      <SummaryToolbar
        title={scope.kind === 'quarter' ? (answer.Context?.Period?.Name ?? '') : String(scope.year)}
        answer={answer}
        dirty={dirty}
        saving={save.isPending}
        downloading={downloading}
        onSave={() => void saveEdits()}
        onPreview={() => setPreviewing(true)}
        onDownload={() => void download()}
      />
      <WrittenByNote writtenBy={answer.WrittenBy} sent={answer.Sent} />
      {scope.kind === 'quarter' ? <QuarterTexts {...textsProps} /> : <AnnualTexts {...textsProps} />}
      {asking && (
        <RegenerateModal
          what={asking.what}
          busy={regenerate.isPending}
          onCancel={() => setAsking(null)}
          onSubmit={(context) => void writeAgain(asking.key, context)}
        />
      )}
      {previewing && <DeckPreview scope={scope} answer={answer} edits={edits} onClose={() => setPreviewing(false)} />}
    </>
  );
}
