// The instance area's public face: settings of this installation that browsers read, and their error reports.
export { instanceRoutes } from './routes';
