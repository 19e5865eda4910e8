import '../../zod-jitless';
import i18next from 'i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { reportRoutes as e } from '../../../contract/routes/reports';
import { ImportProblem } from '../../../contract/reports';
import { call, isApiError } from '../../shared/api-client';
import { downloadFile } from '../../shared/download';
import { liveKeys } from '../../shared/live-keys';

export type ImportFormat = 'xlsx' | 'csv';

/** Report 3's template, saved as 'Organisation Import Template.xlsx' (or .csv) when the server does not name it. */
export const downloadImportTemplate = (format: ImportFormat) =>
  downloadFile(e.importTemplate, { params: { format } }, i18next.t('reports:import.templateFile', { format }));

const formOf = (file: File) => {
  const body = new FormData();
  body.append('file', file);
  return body;
};

/** Checks a filled template: every problem of every row, or what importing it would do. It changes nothing. */
export const usePreviewImport = () => useMutation({ mutationFn: (file: File) => call(e.importPreview, { body: formOf(file) }) });

export type ImportConfirmation = { file: File; invite: boolean; plan: string };

/** Imports the previewed file (the server checks it again); people data everywhere is refreshed after. */
export function useImportPeople() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, invite, plan }: ImportConfirmation) =>
      call(e.importPeople, { query: { Invite: invite ? 'true' : 'false', Plan: plan }, body: formOf(file) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: liveKeys.people }),
  });
}

const Problems = z.array(ImportProblem).min(1);

/** The rows and columns a refused import names (its 400 lists them in Errors), or null for any other failure. */
export function importProblemsOf(error: unknown): ImportProblem[] | null {
  if (!isApiError(error, 400)) return null;
  const parsed = Problems.safeParse(error.errors);
  return parsed.success ? parsed.data : null;
}
