import type { Texts } from '../../catalogue';
import type en from '../../en/manual/questionnaire';

const questionnaire = {
  questions: {
    '1': 'Ich treffe Entscheidungen schnell, auch bei wenigen Informationen.',
    '2': 'Ich trage eine Teamentscheidung mit, auch wenn ich anders entschieden hätte.',
    '3': 'Ich denke ein Problem lieber erst durch, bevor ich etwas dazu sage.',
    '4': 'Ich hinterfrage einen Plan, bevor ich ihn unterstütze.',
    '5': 'Ich bringe Dinge lieber ins Rollen, als auf einen fertigen Plan zu warten.',
    '6': 'Bei einer Veränderung zählt für mich auch, wie es den Menschen damit geht, nicht nur, ob sie funktioniert.',
    '7': 'Ich möchte die Details kennen, bevor ich mich auf eine Entscheidung festlege.',
    '8': 'Ich beurteile eine Idee nach den Fakten, nicht danach, wer sie vorgeschlagen hat.',
    '9': 'In Besprechungen melde ich mich meist früh zu Wort.',
    '10': 'Es fällt mir leicht, dem Urteil von Kolleginnen und Kollegen zu vertrauen.',
    '11': 'Ich arbeite am besten in einem gleichmäßigen, planbaren Tempo.',
    '12': 'Ich spreche Schwächen an, auch wenn es eine Besprechung unangenehm macht.',
    '13': 'Ich übernehme die Führung, wenn es sonst niemand tut.',
    '14': 'Eine gute Stimmung im Team ist mir sehr wichtig.',
    '15': 'In einer Besprechung höre ich lieber zu, als die Diskussion zu leiten.',
    '16': 'Ein richtiges Ergebnis ist mir wichtiger, als alle zufriedenzustellen.',
    '17': 'Ich werde unruhig, wenn die Arbeit nur langsam vorangeht.',
    '18': 'Ich helfe Kolleginnen und Kollegen, auch wenn sich meine eigene Arbeit dadurch verzögert.',
    '19': 'Ich prüfe meine Arbeit sorgfältig, bevor ich sie abgebe.',
    '20': 'Ich frage nach den Gründen für eine Entscheidung, bevor ich sie akzeptiere.',
    '21': 'Ich habe gern mehrere Dinge gleichzeitig am Laufen.',
    '22': 'Wenn etwas schiefgeht, gehe ich zunächst von guten Absichten aus.',
    '23': 'Plötzliche Planänderungen verunsichern mich.',
    '24': 'Meine persönlichen Gefühle halte ich aus der Arbeit heraus.',
    '25': 'Meistens handle ich nach meinem ersten Gefühl.',
    '26': 'Ich bespreche ein Problem lieber mit jemandem, als es allein zu lösen.',
    '27': 'Ich nehme mir Zeit, die Möglichkeiten abzuwägen, auch wenn andere auf eine Antwort drängen.',
    '28': 'Ich halte alle an die vereinbarten Standards, auch Menschen, die mir nahestehen.',
    '29': 'Ich probiere lieber etwas aus und korrigiere dann, als es vorher lange zu prüfen.',
    '30': 'Ich sage Kolleginnen und Kollegen, wenn ich ihre Arbeit schätze.',
    '31': 'Ich schließe gern eine Aufgabe ab, bevor ich die nächste beginne.',
    '32': 'Ich verlasse mich mehr auf klare Regeln und Fakten als auf guten Willen.',
    '33': 'Ich komme leicht mit Menschen ins Gespräch, die ich nicht kenne.',
    '34': 'Ich passe meine Pläne an das an, was das Team möchte.',
    '35': 'Ich warte ab, wie sich eine neue Idee bewährt, bevor ich sie übernehme.',
    '36': 'Fehler in der Arbeit anderer fallen mir schnell auf.',
  },
  choices: {
    '1': 'Stimme gar nicht zu',
    '2': 'Stimme nicht zu',
    '3': 'Neutral',
    '4': 'Stimme zu',
    '5': 'Stimme voll zu',
  },
  details: {
    atBest: 'In Bestform',
    communication: 'So kommuniziert die Person',
    drains: 'Was Energie raubt',
    underPressure: 'Unter Druck',
    workingWith: 'Zusammenarbeit mit dieser Person',
    feedback: 'Feedback geben',
    motivation: 'Was die Person motiviert',
    ownWords: 'In eigenen Worten',
  },
  scales: {
    name: {
      active: 'Aktiv/Bedächtig',
      accepting: 'Hinterfragend/Vertrauend',
    },
    active: {
      first:
        'Neigt zum Handeln: entscheidet schnell, hält die Dinge in Bewegung und korrigiert unterwegs ohne Mühe den Kurs. Andere brauchen womöglich mehr Zeit als erwartet.',
      balanced:
        'Hält Tempo und Nachdenken im Gleichgewicht: kann schnell handeln, wenn es darauf ankommt, und langsamer werden, wenn eine Entscheidung Überlegung braucht. Passt sich dem Tempo des Teams an.',
      second:
        'Neigt zum Nachdenken: überlegt vor dem Handeln, bevorzugt ein gleichmäßiges Tempo und hat gern die Fakten in der Hand. Andere deuten die Pause womöglich als Zögern.',
    },
    accepting: {
      first:
        'Neigt zum Hinterfragen: prüft Ideen an den Fakten, stellt die Aufgabe an erste Stelle und scheut keinen Widerspruch. Kolleginnen und Kollegen erleben das womöglich als kritisch.',
      balanced:
        'Hält Widerspruch und Vertrauen im Gleichgewicht: hinterfragt, was wichtig ist, und geht mit dem Team, wo es das nicht ist. Achtet auf die Aufgabe ebenso wie auf die Menschen.',
      second:
        'Neigt zum Vertrauen: vertraut Kolleginnen und Kollegen, stellt Beziehungen an erste Stelle und sucht Einigkeit. Hält womöglich einen Zweifel zurück, um den Frieden zu wahren.',
    },
  },
} satisfies Texts<typeof en>;
export default questionnaire;
