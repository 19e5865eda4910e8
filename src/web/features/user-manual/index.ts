// The user manual feature's face: what the profile page may use of it.

/** The profile's User Manual tab, loaded when the tab is first opened. */
export const loadUserManualTab = () => import('./tab/user-manual-tab');
