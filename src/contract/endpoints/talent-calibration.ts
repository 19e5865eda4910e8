import { IdParam } from '../common';
import { endpoint } from '../endpoint';
import {
  Calibration,
  CalibrationCard,
  CalibrationCards,
  CalibrationList,
  CalibrationListQuery,
  CalibrationMoveSave,
  CalibrationMoves,
  CalibrationOpen,
  CardsQuery,
  MovesQuery,
} from '../talent-calibration';

/** Appraisals with more voices (issue 34, decision 077): calibrations of the ratings. */
export const talentCalibrationEndpoints = {
  calibrations: endpoint({ method: 'GET', path: '/talent/calibrations', query: CalibrationListQuery, response: CalibrationList }),
  openCalibration: endpoint({ method: 'POST', path: '/talent/calibrations', body: CalibrationOpen, response: Calibration, status: 201 }),
  calibration: endpoint({ method: 'GET', path: '/talent/calibrations/:id', params: IdParam, response: Calibration }),
  calibrationCards: endpoint({
    method: 'GET',
    path: '/talent/calibrations/:id/cards',
    params: IdParam,
    query: CardsQuery,
    response: CalibrationCards,
  }),
  moveCard: endpoint({
    method: 'POST',
    path: '/talent/calibrations/:id/moves',
    params: IdParam,
    body: CalibrationMoveSave,
    response: CalibrationCard,
    status: 201,
  }),
  calibrationMoves: endpoint({
    method: 'GET',
    path: '/talent/calibrations/:id/moves',
    params: IdParam,
    query: MovesQuery,
    response: CalibrationMoves,
  }),
  closeCalibration: endpoint({ method: 'POST', path: '/talent/calibrations/:id/close', params: IdParam, response: Calibration }),
};
