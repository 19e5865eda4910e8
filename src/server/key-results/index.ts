// The key results area's public face: what other areas may use (ARCHITECTURE.md "Layers").
export { keyResultRoutes } from './routes';
export { progressRollupRoutes } from './rollup-routes';
// What it keeps with a goal's proposed edit (decision 070): app.ts hands it to goals' routes.
export { keyResultEditPart } from './proposal-service';
// What it copies with a goal to a later quarter (decision 073): app.ts hands it to goals' routes.
export { keyResultCopyPart } from './copy-part';
