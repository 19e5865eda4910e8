import { queryOptions, useQuery } from '@tanstack/react-query';
import { tenantEndpoints as e } from '../../../../contract/endpoints/tenants';
import { call } from '../../../shared/api-client';
import { tenantKeys } from '../../../shared/get-tenant-logo';

export const getCompany = (signal?: AbortSignal) => call(e.company, { signal });

export const companyQueryOptions = () => queryOptions({ queryKey: tenantKeys.company(), queryFn: ({ signal }) => getCompany(signal) });

export const useCompany = (enabled = true) => useQuery({ ...companyQueryOptions(), enabled });
