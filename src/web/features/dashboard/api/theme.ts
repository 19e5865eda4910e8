import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dashboardRoutes as e } from '../../../../contract/routes/dashboard';
import { call } from '../../../shared/api-client';
import { dashboardKeys } from './dashboard-keys';

/** The running quarter's theme, or null. */
export const getTheme = (signal?: AbortSignal) => call(e.theme, { signal });
export const themeQueryOptions = () => queryOptions({ queryKey: dashboardKeys.theme(), queryFn: ({ signal }) => getTheme(signal) });
export const useTheme = () => useQuery(themeQueryOptions());

/** Sets the running quarter's theme. */
export const saveTheme = (Title: string) => call(e.saveTheme, { body: { Title } });
/** Removes the running quarter's theme. */
export const deleteTheme = () => call(e.deleteTheme, {});

export function useSaveTheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTheme,
    onSuccess: (theme) => queryClient.setQueryData(dashboardKeys.theme(), theme),
  });
}

export function useDeleteTheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTheme,
    onSuccess: () => queryClient.setQueryData(dashboardKeys.theme(), null),
  });
}
