// The organisation feature's face: what the app shell and other features may use of it (ARCHITECTURE.md "Layers").
export { useDepartments } from './api/get-directory';
