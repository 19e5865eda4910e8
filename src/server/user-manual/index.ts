// The user-manual area's public face: what other areas may use (ARCHITECTURE.md "Layers").
export { userManualRoutes } from './routes';
