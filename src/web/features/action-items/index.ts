// The action-items feature's face: what the app shell (header, live channel) and other features (notes, goal
// comments) may use of it.
export { actionItemKeys } from './api/action-items-api';
export { ActionItemsLink } from './components/action-items-link';
export { prefillFromComment, prefillFromNote, type ActionItemPrefill } from './action-item-rules';

/** The Add/Edit Action Item drawer, loaded when it is first opened. */
export const loadActionItemDrawer = () => import('./drawer/action-item-drawer');
