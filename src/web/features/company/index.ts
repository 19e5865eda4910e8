// The company feature's face: what other features (the organization page) may use of it.

/** The company settings drawer, loaded when it is first opened. */
export const loadCompanyDrawer = () => import('./company-drawer');
