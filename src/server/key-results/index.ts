// The key results area's public face: what other areas may use (ARCHITECTURE.md "Layers").
export { keyResultRoutes } from './routes';
export { progressRollupRoutes } from './rollup-routes';
