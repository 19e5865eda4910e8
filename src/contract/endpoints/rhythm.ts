import { endpoint } from '../endpoint';
import { RhythmSettings, RhythmSettingsRequest } from '../rhythm';

/** The weekly follow-up (issue 33): read by everyone of the company (the update's day is shown), set by the CEO and org admins. */
export const rhythmEndpoints = {
  settings: endpoint({ method: 'GET', path: '/tenant/rhythm', response: RhythmSettings }),
  save: endpoint({ method: 'PUT', path: '/tenant/rhythm', body: RhythmSettingsRequest, response: RhythmSettings }),
};
