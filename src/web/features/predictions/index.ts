// The predictions feature's face: what the app shell (live channel) may use of it.
export { predictionKeys } from './api/prediction-keys';
