import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Theme } from '../../../../contract/goals';
import type { MessageBody } from '../../../../contract/common';
import { apiRequest } from '../../../app/api-client';
import { dashboardKeys } from './dashboard-keys';

type ThemeValue = z.infer<typeof Theme>;

// GET /api/dashboard/theme: the running quarter's theme, or null.
export const getTheme = (signal?: AbortSignal) => apiRequest<ThemeValue>('/dashboard/theme', { signal });
export const themeQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.theme(), queryFn: ({ signal }) => getTheme(signal) });
export const useTheme = () => useQuery(themeQueryOptions());

// POST /api/dashboard/theme {Title}
export const saveTheme = (Title: string) =>
  apiRequest<ThemeValue>('/dashboard/theme', { method: 'POST', body: { Title } });
// DELETE /api/dashboard/theme
export const deleteTheme = () => apiRequest<MessageBody>('/dashboard/theme', { method: 'DELETE' });

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
