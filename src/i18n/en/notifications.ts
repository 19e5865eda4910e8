// The notifications page (/v3/notifications), the list the header's drawer shows too, and the weekly update's redirect.
const notifications = {
  page: {
    title: 'Notifications',
    allRead: 'All read.',
    unread: '{{unread}} unread.',
    loadMore: 'Load More',
    tryAgain: 'Try again',
  },
  list: {
    label: 'Notifications',
    empty: 'There are no notifications right now.',
    unread: '(unread)',
  },
  // How long ago a notification came, in a list.
  age: {
    justNow: 'Just now',
    minutes: '{{minutes}} min ago',
    hours: '{{hours}} h ago',
    yesterday: 'Yesterday',
  },
  goalStatus: {
    gone: 'This weekly update no longer exists or you cannot see it.',
    back: 'Back to notifications',
  },
};
export default notifications;
