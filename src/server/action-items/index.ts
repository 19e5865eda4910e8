// The action-items area's public face: what other areas may use (ARCHITECTURE.md "Layers").
export { actionItemRoutes } from './routes';
export { findActionItemReminders, type ActionItemReminder } from './action-item-reminders';
