// The signed-in app's frame: the side menu, the header, the user menu, the notifications bell and drawer, the
// session's loading.
const app = {
  // The side menu's entries, by their key (src/web/app/layout/menu-entries.ts).
  menu: {
    home: 'Home',
    goals: 'Goals',
    predictions: 'Predictions',
    organization: 'Organization',
    strategy: 'Strategy',
    talent: 'Talent',
    actionitems: 'Action Items',
    reports: 'Reports',
    help: 'Help',
  },
  shell: {
    navigation: 'Main',
    openMenu: 'Open menu',
  },
  userMenu: {
    label: 'User menu for {{name}}',
    viewProfile: 'View Profile',
    signOut: 'Sign out',
  },
  notifications: {
    title: 'Notifications',
    unread: 'Notifications, {{unread}} unread',
    viewAll: 'View All',
  },
  session: {
    loadFailed: 'Trellis could not load your session.',
    tryAgain: 'Try again',
  },
};
export default app;
