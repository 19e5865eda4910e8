import type { Texts } from '../catalogue';
import type en from '../en/notifications';

const notifications = {
  page: {
    title: 'Benachrichtigungen',
    allRead: 'Alle gelesen.',
    unread: '{{unread}} ungelesen.',
    loadMore: 'Mehr laden',
    tryAgain: 'Erneut versuchen',
  },
  list: {
    label: 'Benachrichtigungen',
    empty: 'Im Moment gibt es keine Benachrichtigungen.',
    unread: '(ungelesen)',
  },
  age: {
    justNow: 'Gerade eben',
    minutes: 'vor {{minutes}} Min.',
    hours: 'vor {{hours}} Std.',
    yesterday: 'Gestern',
  },
  goalStatus: {
    gone: 'Dieses wöchentliche Update gibt es nicht mehr, oder Sie können es nicht sehen.',
    back: 'Zurück zu den Benachrichtigungen',
  },
} satisfies Texts<typeof en>;
export default notifications;
