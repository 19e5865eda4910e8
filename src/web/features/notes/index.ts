// The notes feature's face: what the profile page may use of it.

/** The profile's Notes tab, loaded when the tab is first opened. */
export const loadNotesTab = () => import('./notes-tab');
