// The strategy area's public face: what other areas may use (ARCHITECTURE.md "Layers").
export { strategyRoutes } from './routes';
