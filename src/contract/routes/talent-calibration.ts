import { routes } from '../endpoint';
import type { talentCalibrationEndpoints } from '../endpoints/talent-calibration';

// The addresses of endpoints/talent-calibration.ts, for the web.
export const talentCalibrationRoutes = routes<typeof talentCalibrationEndpoints>({});
