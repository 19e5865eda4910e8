// The reports area's public face: what the composition root uses (ARCHITECTURE.md "Layers").
export { reportRoutes } from './routes';
