// The key results feature's face (issue 31): what the goals feature and the app shell use of it.
export { keyResultKeys } from './api/key-results-api';
export { KeyResultsSection } from './components/key-results-section';
export type { OwnerPickerProps } from './components/key-result-form-dialog';
export { ReadingsFields, useSendReadings } from './components/readings-fields';
export type { Readings } from './key-result-rules';
