// The strategy feature's face: what other features (the dashboard's strategy card) may use of it.
export { useStrategySummary } from './api/strategy';
