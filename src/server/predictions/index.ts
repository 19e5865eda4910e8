// The predictions area's public face: what other areas may use (ARCHITECTURE.md "Layers").
export { predictionRoutes } from './routes';
