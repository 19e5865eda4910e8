import { endpoint } from '../endpoint';
import { Strategy, StrategySave, StrategySummary } from '../strategy';

/** The company strategy of spec 001 §7. */
export const strategyEndpoints = {
  strategySummary: endpoint({ method: 'GET', path: '/strategy', response: StrategySummary }),
  getStrategy: endpoint({ method: 'GET', path: '/strategy/get', response: Strategy }),
  saveStrategy: endpoint({ method: 'POST', path: '/strategy', body: StrategySave, response: Strategy }),
};
