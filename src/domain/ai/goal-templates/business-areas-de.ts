import { tDe, type FunctionalArea, type GoalTemplate } from './template';

// The business-facing areas in German, template for template as business-areas.ts. `{focus}` stands where its case
// fits the sentence (the focus is written in that case), `{when}` where the SMART title's deadline goes.

/** The German templates of the business-facing areas: Legal, Marketing, Sales, Accounting/Finance. */
export const BUSINESS_TEMPLATES_DE: Partial<Record<FunctionalArea, readonly GoalTemplate[]>> = {
  Legal: [
    tDe(
      'vertrag verträge vertragsprüfung prüfung prüfzeit durchlaufzeit vereinbarung nda geheimhaltung lieferant deal',
      'Handelsverträge',
      'Prüfzeit für {focus} {when} auf 3 Arbeitstage senken',
      '{focus} schnell und planbar prüfen',
      [
        'Median der Prüfzeit für {focus}: höchstens 3 Arbeitstage',
        '90 % der Anfragen innerhalb von 1 Arbeitstag bestätigt',
        'Eine Vorlagenbibliothek deckt die 5 meistangefragten Vertragsarten ab',
      ],
      'Langsame Vertragsprüfungen bremsen Vertrieb und Einkauf im ganzen Unternehmen.',
      [
        'Standardvorlagen und ein Playbook mit Ausweichklauseln veröffentlichen',
        'Alle Anfragen über eine zentrale Eingangsliste steuern und wöchentlich durchgehen',
      ],
    ),
    tDe(
      'compliance dsgvo datenschutz regulierung regulatorisch aufsicht audit richtlinie richtlinien daten feststellung',
      'Datenschutz-Compliance',
      '100 % der schwerwiegenden Feststellungen in der {focus} {when} schließen',
      'Unseren Pflichten in der {focus} stets voraus sein',
      [
        '100 % der schwerwiegenden Feststellungen geschlossen',
        '95 % der Mitarbeitenden bestätigen die Richtlinien',
        '0 verpasste regulatorische Fristen',
      ],
      'Offene Feststellungen sind der Anfang von Bußgeldern und verlorenem Kundenvertrauen.',
      [
        'Ein Register der Pflichten mit verantwortlicher Person und Termin je Pflicht führen',
        'Offene Feststellungen alle zwei Wochen mit den Verantwortlichen durchgehen',
      ],
    ),
    tDe(
      'streit streitfall streitfälle rechtsstreit klage klagen anspruch ansprüche risiko haftung anwalt kanzlei kosten',
      'Unternehmen',
      'Offene Streitfälle und Ansprüche im {focus} {when} um 25 % senken',
      'Das Rechtsrisiko im {focus} senken',
      [
        'Offene Fälle um 25 % gesenkt, gemessen am Stand zu Quartalsbeginn',
        'Kosten für externe Kanzleien höchstens 10 % über Budget',
        '100 % der offenen Fälle mit schriftlicher Strategie, alle 4 Wochen überprüft',
      ],
      'Jeder offene Fall kostet Geld und Aufmerksamkeit, die das Wachstum braucht.',
      [
        'Offene Fälle nach Risiko ordnen und kleine Fälle früh vergleichen',
        'Mit externen Kanzleien für jeden Fall eine Kostenschätzung vereinbaren',
      ],
    ),
    tDe(
      'schulung schulungen training weiterbildung sensibilisierung faq selbsthilfe frage fragen grundlagen',
      'Vertrags- und Compliance-Grundlagen',
      '90 % der Führungskräfte {when} in {focus} schulen',
      'Jedem Team Sicherheit in {focus} geben',
      [
        '90 % der Führungskräfte haben die Schulung abgeschlossen',
        '40 % aller Anfragen über die FAQ beantwortet',
        'Bewertung der Schulung im Schnitt mindestens 4 von 5',
      ],
      'Teams, die die Grundlagen kennen, stellen bessere und weniger Fragen.',
      [
        'Einen 30-minütigen Kurs aufzeichnen und einen einseitigen Leitfaden schreiben',
        'Eine FAQ aus den häufigsten Fragen des letzten Quartals veröffentlichen',
      ],
    ),
  ],
  Marketing: [
    tDe(
      'lead leads pipeline nachfrage kampagne kampagnen akquise neukunden funnel mql anfragen',
      'unseren Zielsegmenten',
      'Qualifizierte Leads aus {focus} {when} um 20 % steigern',
      'Einen stetigen Strom qualifizierter Leads aus {focus} aufbauen',
      [
        'Marketing-qualifizierte Leads um 20 % gegenüber dem Vorquartal gesteigert',
        'Kosten pro qualifiziertem Lead um 10 % gesenkt',
        '30 % der qualifizierten Leads werden zu Vertriebschancen',
      ],
      'Der Vertrieb kann nur abschließen, was das Marketing finden hilft.',
      ['Die zwei Kanäle mit den niedrigsten Kosten pro Lead ausbauen', 'Mit dem Vertrieb festlegen, was ein qualifizierter Lead ist'],
    ),
    tDe(
      'content inhalt inhalte marke brand seo blog zielgruppe bekanntheit social newsletter beitrag beiträge',
      'unsere Kernzielgruppe',
      '12 nützliche Inhalte für {focus} {when} veröffentlichen',
      'Eine vertrauenswürdige Stimme für {focus} werden',
      [
        '12 Inhalte veröffentlicht, einer pro Woche',
        'Besuche über die organische Suche um 25 % gesteigert',
        'Newsletter-Abonnements um 15 % gesteigert',
      ],
      'Nützliche Inhalte verdienen sich Aufmerksamkeit, die Werbung kaufen muss.',
      ['Die Themen des Quartals aus Kundenfragen planen', 'Jede Woche veröffentlichen und jeden Beitrag in zwei Kanälen teilen'],
    ),
    tDe(
      'launch markteinführung produkteinführung release botschaft positionierung event ankündigung go-to-market',
      'die nächste Produkteinführung',
      '{focus} {when} mit 3 Kanälen am Launch-Tag starten',
      '{focus} bei den richtigen Menschen ankommen lassen',
      [
        'Launch-Botschaft 2 Wochen vor dem Start freigegeben',
        '3 Kanäle am Launch-Tag live',
        '500 Anmeldungen oder Demo-Anfragen in den ersten 30 Tagen',
      ],
      'Eine Markteinführung ist der eine Moment, in dem der Markt von sich aus hinsieht.',
      [
        'Die Positionierung schreiben und mit 5 Kunden testen',
        'Launch-Material für jeden Kanal mit je einer verantwortlichen Person vorbereiten',
      ],
    ),
    tDe(
      'website webseite conversion konversion landingpage traffic anmeldung registrierung seite',
      'der Website',
      'Die Conversion-Rate {focus} {when} um 15 % steigern',
      'Mehr Besuche auf {focus} in Gespräche verwandeln',
      [
        'Conversion von Besuch zu Anmeldung um 15 % gesteigert',
        'Die 10 meistbesuchten Seiten laden in unter 2 Sekunden',
        '3 A/B-Tests durchgeführt und jeweils dokumentiert',
      ],
      'Mehr Conversions aus demselben Traffic sind das günstigste Wachstum, das es gibt.',
      [
        'Die wichtigsten Landingpages um einen klaren Call-to-Action herum neu schreiben',
        'Jeweils einen A/B-Test fahren und die Gewinner behalten',
      ],
    ),
  ],
  Sales: [
    tDe(
      'umsatz auftragseingang auftrag aufträge quote deal deals neugeschäft wachstum abschluss gewinnen',
      'unseren Zielmärkten',
      'Auftragseingang aus {focus} {when} um 15 % steigern',
      'Mehr Geschäft in {focus} gewinnen',
      [
        'Auftragseingang um 15 % gegenüber dem Vorjahresquartal gesteigert',
        'Abschlussquote bei qualifizierten Chancen bei 25 %',
        'Pipeline deckt das 3-Fache des Quartalsziels',
      ],
      'Neue Aufträge finanzieren alles andere, was das Unternehmen vorhat.',
      ['Die Akquise auf die Segmente mit der besten Abschlussquote konzentrieren', 'Jeden verlorenen Deal innerhalb einer Woche auswerten'],
    ),
    tDe(
      'zyklus verkaufszyklus geschwindigkeit stockend schneller verkürzen dauer',
      'unsere Deals',
      'Den Verkaufszyklus für {focus} {when} um 10 Tage verkürzen',
      '{focus} schneller vom ersten Gespräch zur Unterschrift bringen',
      [
        'Median des Verkaufszyklus um 10 Tage verkürzt',
        'Jede Chance ab Phase 2 hat einen gemeinsamen Abschlussplan',
        'Deals, die seit über 30 Tagen stocken, um 25 % reduziert',
      ],
      'Ein kürzerer Zyklus bringt den Umsatz früher und schafft Zeit für neue Deals.',
      [
        'Für jeden Deal in später Phase einen Abschlussplan mit der Käuferseite vereinbaren',
        'Rechts- und Sicherheitsprüfungen früher in den Prozess holen',
      ],
    ),
    tDe(
      'verlängerung verlängerungen kundenbindung bindung churn abwanderung ausbau upsell bestandskunden kunde kunden bestand',
      'Bestandskunden',
      'Umsatz mit {focus} {when} um 10 % steigern',
      'Gemeinsam mit {focus} wachsen',
      ['Zusatzumsatz um 10 % gesteigert', 'Bruttoumsatzbindung bei mindestens 90 %', 'Business Reviews mit den 20 größten Kunden geführt'],
      'Kunden zu halten und auszubauen kostet weit weniger, als neue zu gewinnen.',
      ['Mit jedem Top-Kunden ein Business Review führen', 'Kunden mit sinkender Nutzung jede Woche an die verantwortliche Person melden'],
    ),
    tDe(
      'prognose forecast forecasting crm genauigkeit reporting bericht commit planung',
      'das Unternehmen',
      'Die Vertriebsprognose für {focus} {when} auf höchstens 5 % Abweichung vom tatsächlichen Auftragseingang bringen',
      'Eine Vertriebsprognose für {focus} schaffen, auf die man bauen kann',
      [
        'Die Prognose weicht höchstens 5 % vom tatsächlichen Auftragseingang ab',
        '100 % der offenen Chancen haben einen nächsten Schritt und ein Abschlussdatum',
        'Pipeline mindestens 1-mal pro Woche mit jeder Vertriebsperson durchgesprochen',
      ],
      'Einstellungs- und Ausgabenpläne hängen an einer Prognose, der man vertraut.',
      [
        'Phasendefinitionen und Ausstiegskriterien mit dem Team vereinbaren',
        'Die Pipeline jeden Freitag von veralteten Chancen bereinigen',
      ],
    ),
  ],
  'Accounting/Finance': [
    tDe(
      'abschluss monatsabschluss monatsende abstimmung bücher buchhaltung hauptbuch buchung',
      'das Unternehmen',
      'Die Bücher für {focus} {when} innerhalb von 5 Arbeitstagen nach Monatsende schließen',
      'Den Monatsabschluss für {focus} schnell und sauber machen',
      [
        'Jeder Monat innerhalb von 5 Arbeitstagen abgeschlossen',
        '0 wesentliche Korrekturen nach dem Abschluss',
        'Bilanzabstimmungen bis Tag 3 erledigt',
      ],
      'Ein schneller Abschluss liefert der Führung Zahlen, solange sie noch handeln kann.',
      [
        'Einen Abschlusskalender mit verantwortlicher Person je Aufgabe veröffentlichen',
        'Die drei aufwendigsten manuellen Abstimmungen automatisieren',
      ],
    ),
    tDe(
      'liquidität cash forderung forderungen inkasso mahnung mahnwesen rechnung rechnungen dso zahlungsziel fakturierung',
      'Forderungen',
      'Die Laufzeit offener {focus} (DSO) {when} um 10 Tage senken',
      '{focus} schneller in Liquidität verwandeln',
      [
        'DSO um 10 Tage gesenkt',
        'Rechnungen, die über 60 Tage überfällig sind, um 30 % reduziert',
        '100 % der Rechnungen innerhalb von 1 Arbeitstag nach Leistungserfassung verschickt',
      ],
      'Geld auf dem Konto erlaubt Investitionen ohne Kredit.',
      [
        'Zahlungserinnerungen nach festem Plan ab 7 Tagen vor Fälligkeit verschicken',
        'Die 20 größten überfälligen Posten jede Woche durchgehen',
      ],
    ),
    tDe(
      'budget ausgaben kosten einsparung einsparungen sparen aufwand abweichung kostenstelle',
      'allen Abteilungen',
      'Die Betriebsausgaben in {focus} {when} auf höchstens 2 % Abweichung vom Budget halten',
      'Ausgaben in {focus} sichtbar und bewusst machen',
      [
        'Die Betriebsausgaben weichen höchstens 2 % vom Budget ab',
        'Budgetverantwortliche erhalten innerhalb von 5 Arbeitstagen nach Monatsende einen Abweichungsbericht',
        '3 Einsparmöglichkeiten im Umfang von mindestens 5 % der Ausgaben gefunden',
      ],
      'Ausgaben, die früh sichtbar sind, lassen sich noch ändern.',
      [
        'Allen Budgetverantwortlichen jeden Monat einen Abweichungsbericht schicken',
        'Die größten Lieferantenverträge auf Einsparungen prüfen',
      ],
    ),
    tDe(
      'prognose forecast planung plan reporting bericht modell aufsichtsrat vorstand audit',
      'das Unternehmen',
      'Die Finanzprognose für {focus} {when} auf höchstens 3 % Abweichung vom Ist bringen',
      'Eine Finanzprognose für {focus} schaffen, der alle vertrauen',
      [
        'Die Quartalsprognose weicht höchstens 3 % von Ist-Umsatz und Ist-Kosten ab',
        'Eine rollierende 12-Monats-Prognose wird jeden Monat aktualisiert',
        'Die Unterlagen für den Aufsichtsrat liegen 5 Arbeitstage nach Quartalsende vor',
      ],
      'Entscheidungen über Einstellungen und Investitionen stützen sich auf die Prognose.',
      [
        'Das Prognosemodell um die wichtigsten Geschäftstreiber herum neu aufbauen',
        'Prognose und Ist jeden Monat vergleichen und Abweichungen erklären',
      ],
    ),
  ],
};
