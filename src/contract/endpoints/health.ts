import { endpoint } from '../endpoint';
import { Health } from '../health';

export const healthEndpoints = {
  health: endpoint({ method: 'GET', path: '/health', response: Health }),
};
