import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HelpResponse } from '../../../../contract/people';
import { apiRequest } from '../../../app/api-client';

// GET /api/tenant/help
export const getHelp = (signal?: AbortSignal) => apiRequest<HelpResponse>('/tenant/help', { signal });

export const helpQueryOptions = () => queryOptions({ queryKey: ['tenant', 'help'], queryFn: ({ signal }) => getHelp(signal) });

export const useHelp = () => useQuery(helpQueryOptions());
