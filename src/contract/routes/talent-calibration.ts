import { routes } from '../endpoint';
import type { talentCalibrationEndpoints } from '../endpoints/talent-calibration';

// The addresses of endpoints/talent-calibration.ts, for the web.
export const talentCalibrationRoutes = routes<typeof talentCalibrationEndpoints>({
  calibrations: 'GET /talent/calibrations',
  openCalibration: 'POST /talent/calibrations',
  calibration: 'GET /talent/calibrations/:id',
  calibrationCards: 'GET /talent/calibrations/:id/cards',
  moveCard: 'POST /talent/calibrations/:id/moves',
  calibrationMoves: 'GET /talent/calibrations/:id/moves',
  closeCalibration: 'POST /talent/calibrations/:id/close',
});
