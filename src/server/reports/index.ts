// The reports area's public face: what the composition root and the CLI use (ARCHITECTURE.md "Layers").
export { reportRoutes } from './routes';
// The CLI imports a company's people from a sheet, as the Import dialog does.
export { readImportRows } from './org-import/read-sheet';
export { importPeople } from './org-import/import-people';
export { ImportRefused } from './org-import/import-refused';
