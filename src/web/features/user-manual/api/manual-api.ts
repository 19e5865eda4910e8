import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import type { AssessmentAnswers, ManualAddRequest } from '../../../../contract/user-manual';
import type { DiscType } from '../../../../domain/user-manual/disc-types';
import { userManualRoutes as e } from '../../../../contract/routes/user-manual';
import { call } from '../../../shared/api-client';
import { downloadFile } from '../../../shared/download';
import { liveKeys } from '../../../shared/live-keys';

/**
 * Every manual query lives under ['user-manual'], so UserManualUpdate on the live channel refreshes them; a change
 * here refreshes ['people'] too, where the profile card and the directory show the DISC letters.
 */
export const manualKeys = {
  all: liveKeys.userManual,
  state: (profileId: number) => [...liveKeys.userManual, 'state', profileId] as const,
  report: (publicKey: string) => [...liveKeys.userManual, 'report', publicKey] as const,
  assessment: (key: string) => [...liveKeys.userManual, 'assessment', key] as const,
};

export const manualStateQueryOptions = (profileId: number) =>
  queryOptions({
    queryKey: manualKeys.state(profileId),
    queryFn: ({ signal }) => call(e.isExist, { params: { profileId }, signal }),
  });
export const useManualState = (profileId: number) => useQuery(manualStateQueryOptions(profileId));

// Mode 1 always: the server answers it with the manager's details only to those above the person.
export const useManualReport = (publicKey: string | null) =>
  useQuery({
    queryKey: manualKeys.report(publicKey ?? ''),
    queryFn: ({ signal }) => call(e.report, { params: { publicKey: publicKey ?? '', mode: '1' }, signal }),
    enabled: !!publicKey,
  });

export const useAssessment = (key: string) =>
  useQuery({
    queryKey: manualKeys.assessment(key),
    queryFn: ({ signal }) => call(e.assessment, { params: { key }, signal }),
    // Answers are saved as they come; a refetch mid-way would fight the screen's own copy.
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });

function useManualMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => {
      // A screen opened next (the tab after the questionnaire) must not show the manual of before, even for a moment.
      queryClient.removeQueries({ queryKey: manualKeys.all, type: 'inactive' });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: manualKeys.all }),
        queryClient.invalidateQueries({ queryKey: liveKeys.people }),
      ]);
    },
  });
}

export const useRegister = () => useManualMutation((profileId: number) => call(e.register, { params: { x: profileId } }));
export const useConnect = () => useManualMutation((profileId: number) => call(e.connect, { params: { x: profileId } }));
export const useManualAdd = () => useManualMutation((body: ManualAddRequest) => call(e.manualAdd, { body }));
export const useSetAttachment = () => useManualMutation((FilePath: string | null) => call(e.attachment, { body: { FilePath } }));

/** Answers are kept as they come; the screen keeps its own copy, so nothing is refetched meanwhile. */
export const useSaveAnswers = (key: string) =>
  useMutation({ mutationFn: (body: AssessmentAnswers) => call(e.saveAnswers, { params: { key }, body }) });

export const useWriteDescription = () => useMutation({ mutationFn: (Disc: DiscType) => call(e.gpt, { body: { Disc } }) });

export const uploadPdf = (file: File) => {
  const body = new FormData();
  body.append('file', file);
  return call(e.fileUpload, { body });
};

export const downloadManualPdf = (profileId: number, name: string) =>
  downloadFile(e.download, { params: { id: profileId } }, `${name}.pdf`);

/** The report as a PDF, as its reader may see it (decision 046), saved under the server's name. */
export const downloadReportPdf = (publicKey: string) =>
  downloadFile(e.reportPdf, { params: { publicKey } }, i18next.t('manual:report.fileName'));
