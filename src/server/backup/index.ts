export { backupInstance, restoreInstance } from './instance';
export { exportCompany, importCompany, type IdMaps } from './company';
