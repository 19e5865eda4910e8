import { endpoint } from '../endpoint';
import {
  FirstGoal,
  FirstGoalParams,
  PredictionData,
  PredictionParams,
  PredictionQuery,
  SearchGoalsParams,
  SearchGoalsResult,
} from '../predictions';

/** The prediction matrix of spec 000 §7 "Prediction" (the spec spells the path /predication/). */
export const predictionEndpoints = {
  firstGoal: endpoint({ method: 'GET', path: '/predication/firstgoal/:x', params: FirstGoalParams, response: FirstGoal }),
  searchGoals: endpoint({ method: 'GET', path: '/predication/searchgoals/:x', params: SearchGoalsParams, response: SearchGoalsResult }),
  prediction: endpoint({
    method: 'GET',
    path: '/predication/:goalId/:week',
    params: PredictionParams,
    query: PredictionQuery,
    response: PredictionData,
  }),
};
