import { queryOptions, useQuery } from '@tanstack/react-query';
import { tenantRoutes as e } from '../../../../contract/routes/tenants';
import { call } from '../../../shared/api-client';
import { tenantKeys } from '../../../shared/get-tenant-logo';

export const getCompany = (signal?: AbortSignal) => call(e.company, { signal });

export const companyQueryOptions = () => queryOptions({ queryKey: tenantKeys.company(), queryFn: ({ signal }) => getCompany(signal) });

export const useCompany = (enabled = true) => useQuery({ ...companyQueryOptions(), enabled });
