// The notes area's public face: what other areas may use (ARCHITECTURE.md "Layers").
export { noteRoutes } from './routes';
export { findAuthoredNote } from './note-queries';
