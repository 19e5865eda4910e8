// The health area's public face: what other areas may use (ARCHITECTURE.md "Layers").
export { healthRoutes } from './routes';
