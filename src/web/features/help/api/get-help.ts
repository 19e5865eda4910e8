import { queryOptions, useQuery } from '@tanstack/react-query';
import { peopleRoutes as e } from '../../../../contract/routes/people';
import { call } from '../../../shared/api-client';

export const getHelp = (signal?: AbortSignal) => call(e.help, { signal });

export const helpQueryOptions = () => queryOptions({ queryKey: ['tenant', 'help'], queryFn: ({ signal }) => getHelp(signal) });

export const useHelp = () => useQuery(helpQueryOptions());
