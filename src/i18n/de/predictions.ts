import type { Texts } from '../catalogue';
import type en from '../en/predictions';

const predictions = {
  page: {
    title: 'Prognosen',
    noSuchGoal: 'Dieses Ziel gibt es nicht.',
    noGoal:
      'Sie haben in diesem Quartal noch kein Ziel. Prognosen zeigen, wie es um die Ziele steht, die unter einem Ihrer Ziele ausgerichtet sind.',
    goToGoals: 'Zu den Zielen',
    seeYourGoals: 'Ihre Ziele ansehen',
    tryAgain: 'Erneut versuchen',
    notFound: 'Dieses Ziel gibt es nicht, oder Sie können es nicht sehen.',
    showThisWeek: 'Diese Woche zeigen',
    goal: 'Ziel',
    alignedBelow: 'Prognosen der darunter ausgerichteten Ziele',
    total_one: '{{count}} Ziel darunter ausgerichtet',
    total_other: '{{count}} Ziele darunter ausgerichtet',
    noPrediction: 'Noch keine Prognose: {{goals}}',
  },
  switcher: {
    find: 'Anderes Ziel suchen',
    aligned_one: '{{count}} ausgerichtetes Ziel',
    aligned_other: '{{count}} ausgerichtete Ziele',
    nothingFound: 'Kein Ziel enthält diesen Text im Titel.',
  },
  week: {
    nav: 'Wochen',
    previous: 'Vorige Woche',
    next: 'Nächste Woche',
    current: 'Diese Woche',
    title: 'Woche {{week}} · {{start}} – {{end}}',
  },
  filters: {
    level: 'Ebene',
    allLevels: 'Alle Ebenen · {{goals}}',
    levelDirect: 'Ebene 1 (direkt ausgerichtet) · {{goals}}',
    levelBelow: 'Ebene {{level}} · {{goals}}',
    state: 'Status des Ziels',
    allStates: 'Alle Status',
  },
  scale: {
    likelihood: {
      notAtAll: 'Gar nicht',
      notSure: 'Eher unwahrscheinlich',
      unsure: 'Unsicher',
      likely: 'Wahrscheinlich',
      veryLikely: 'Sehr wahrscheinlich',
    },
    quality: {
      veryBad: 'Sehr schlecht',
      bad: 'Schlecht',
      okay: 'Okay',
      good: 'Gut',
      veryGood: 'Sehr gut',
    },
    levelOf: '{{level}} von {{levels}}',
  },
  grid: {
    likelihood: 'Wahrscheinlichkeit',
    quality: 'Qualität',
    goals_one: '{{count}} Ziel',
    goals_other: '{{count}} Ziele',
  },
  card: {
    private: 'Privat',
    privateGoal: 'Privates Ziel',
    ownerLevel: '{{name}} · Ebene {{level}}',
    likelihood: 'Wahrscheinlichkeit',
    quality: 'Qualität',
    givenForWeek: 'abgegeben für die Woche vom {{date}}',
    noPrediction: 'Noch keine Prognose',
    progressNow: 'Fortschritt jetzt',
    verdict: {
      achieved: 'Erreicht',
      notAchieved: 'Nicht erreicht',
      inDispute: 'Strittig',
    },
  },
  list: {
    title: 'Alle Ziele',
    showAll: 'Alle Ziele zeigen',
    noneInCell: 'In diesem Feld sind keine Ziele.',
    noneBelow: 'Unter diesem Ziel sind keine Ziele ausgerichtet (mit diesen Filtern).',
    noneBelowHelp:
      'Prognosen zeigen, wie es um die Ziele steht, die unter einem Ihrer Ziele ausgerichtet sind: jede Woche Wahrscheinlichkeit und Qualität. Sobald Ziele auf Ihre ausgerichtet sind, erscheinen sie hier.',
    seeYourGoals: 'Ihre Ziele ansehen',
    shown_one: '{{shown}} von {{count}} Ziel',
    shown_other: '{{shown}} von {{count}} Zielen',
    loadMore: 'Mehr laden',
  },
} satisfies Texts<typeof en>;
export default predictions;
