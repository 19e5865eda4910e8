import { endpoint } from '../endpoint';
import { PeriodList } from '../periods';

export const periodEndpoints = {
  periods: endpoint({ method: 'GET', path: '/Goal/periods', response: PeriodList }),
};
