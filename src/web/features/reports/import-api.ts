import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { reportEndpoints as e } from '../../../contract/endpoints/reports';
import { ImportProblem } from '../../../contract/reports';
import { call, isApiError } from '../../shared/api-client';
import { downloadFile } from '../../shared/download';
import { liveKeys } from '../../shared/live-keys';

export type ImportFormat = 'xlsx' | 'csv';

/** Report 3's template, saved as 'Organisation Import Template.xlsx' (or .csv). */
export const downloadImportTemplate = (format: ImportFormat) =>
  downloadFile(e.importTemplate, { params: { format } }, `Organisation Import Template.${format}`);

/** Uploads a filled template; people data everywhere is refreshed after. */
export function useImportPeople() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return call(e.importPeople, { body });
    },
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
