import { tDe, type FunctionalArea, type GoalTemplate } from './template';

// The areas that build the organisation in German, template for template as organisation-areas.ts. `{focus}` stands
// where its case fits the sentence (the focus is written in that case), `{when}` where the SMART title's deadline goes.

/** The German templates of the areas that build the organisation: Product, Human Resources, Information Technology, Executive. */
export const ORGANISATION_TEMPLATES_DE: Partial<Record<FunctionalArea, readonly GoalTemplate[]>> = {
  Product: [
    tDe(
      'onboarding aktivierung adoption nutzung anmeldung registrierung einstieg testphase trial',
      'das Onboarding',
      'Die Aktivierung über {focus} {when} um 15 % steigern',
      '{focus} zum schnellsten Weg zum Nutzen machen',
      [
        'Aktivierungsrate um 15 % gegenüber dem Vorquartal gesteigert',
        'Median der Zeit bis zum ersten Nutzen unter 10 Minuten',
        'Abbrüche am schwächsten Schritt um 20 % gesenkt',
      ],
      'Wer früh einen Nutzen erlebt, bleibt und zahlt.',
      [
        'Jeden Onboarding-Schritt messen und herausfinden, wo Menschen abspringen',
        'Jede Woche eine Änderung am schwächsten Schritt testen',
      ],
    ),
    tDe(
      'roadmap launch release ausliefern auslieferung lieferung feature features planbar verlässlich',
      'das Quartal',
      '90 % der für {focus} geplanten Roadmap-Punkte {when} ausliefern',
      'Die Roadmap für {focus} verlässlich liefern',
      [
        '90 % der geplanten Punkte bis Quartalsende ausgeliefert',
        '100 % der Punkte haben vor Arbeitsbeginn schriftliche Abnahmekriterien',
        'Nach dem Release gefundene Fehler um 30 % reduziert',
      ],
      'Eine verlässliche Roadmap lässt Vertrieb, Support und Marketing danach planen.',
      ['Den Quartalsplan auf das kürzen, was das Team schaffen kann', 'Umfang und Risiken jede Woche mit der Entwicklung durchgehen'],
    ),
    tDe(
      'kunde kunden forschung discovery interview interviews feedback problem probleme nutzer',
      'unseren Kernkunden',
      '12 Discovery-Interviews mit {focus} {when} führen',
      'Die Probleme von {focus} aus erster Hand verstehen',
      [
        '12 Interviews geführt und dokumentiert',
        '3 bestätigte Problemstellungen fließen in die nächste Roadmap ein',
        'Jede Produktmanagerin und jeder Produktmanager nimmt an mindestens 4 Interviews teil',
      ],
      'Wer von echten Problemen ausgeht, verschwendet weniger Zeit des Teams.',
      [
        'Gesprächspartner unter neuen Anmeldungen und abgewanderten Kunden gewinnen',
        'Nach je drei Interviews eine kurze Zusammenfassung teilen',
      ],
    ),
    tDe(
      'nps zufriedenheit qualität fehler bug bugs bedienbarkeit usability support ticket tickets',
      'des Produkts',
      'Den Net Promoter Score {focus} {when} um 10 Punkte steigern',
      'Das Produkt zu etwas machen, das Kunden weiterempfehlen',
      [
        'Net Promoter Score um 10 Punkte gesteigert',
        'Die 5 meistgemeldeten Bedienprobleme behoben',
        'Support-Tickets je 100 aktive Nutzer um 15 % gesenkt',
      ],
      'Kunden, die uns empfehlen, senken die Kosten für jeden neuen Kunden.',
      [
        'Jeden Kommentar von Kritikern lesen und nach Ursache gruppieren',
        'Die häufigsten Ursachen in kleinen wöchentlichen Releases beheben',
      ],
    ),
  ],
  'Human Resources': [
    tDe(
      'einstellung einstellungen recruiting rekrutierung stelle stellen kandidat kandidaten bewerbung bewerber talent headcount besetzen',
      'Unternehmen',
      '90 % der offenen Stellen im {focus} {when} innerhalb von 45 Tagen besetzen',
      'Großartige Menschen schnell für das {focus} gewinnen',
      [
        '90 % der Stellen innerhalb von 45 Tagen nach Ausschreibung besetzt',
        'Annahmequote der Angebote bei 85 %',
        'Alle Bewerbenden erhalten innerhalb von 5 Arbeitstagen nach dem Gespräch eine Rückmeldung',
      ],
      'Offene Stellen bremsen jedes Team, das auf sie wartet.',
      [
        'Vor der Suche für jede Stelle ein Anforderungsprofil vereinbaren',
        'Jede Woche mit jeder einstellenden Führungskraft den Stand durchgehen',
      ],
    ),
    tDe(
      'engagement mitarbeiterbindung bindung fluktuation kultur umfrage wohlbefinden zufriedenheit kündigung kündigungen',
      'unserer Mitarbeitenden',
      'Den Engagement-Wert {focus} {when} um 5 Punkte steigern',
      'Ein Ort werden, an dem unsere Mitarbeitenden gern bleiben',
      [
        'Ergebnis der Engagement-Umfrage um 5 Punkte gesteigert',
        'Bedauerte Fluktuation im Quartal unter 2 %',
        'Jede Führungskraft führt mindestens alle 2 Wochen ein 1:1 mit jeder Person im Team',
      ],
      'Wer bleibt, baut auf dem auf, was er weiß; jeder Weggang setzt das zurück.',
      [
        'Umfrageergebnisse mit jedem Team teilen und je eine Maßnahme vereinbaren',
        'Führungskräfte darin schulen, gute 1:1-Gespräche zu führen',
      ],
    ),
    tDe(
      'onboarding einarbeitung neue neuzugang neuzugänge einstieg produktivität start',
      'neue Mitarbeitende',
      '{focus} {when} innerhalb von 60 Tagen voll produktiv machen',
      'Für {focus} großartige erste 90 Tage gestalten',
      [
        '100 % der neuen Mitarbeitenden haben in den ersten 5 Tagen einen 30-60-90-Tage-Plan',
        'Die Umfrage unter neuen Mitarbeitenden ergibt im Schnitt 4,5 von 5',
        'Zeit bis zum ersten echten Beitrag unter 30 Tagen',
      ],
      'Ein guter Start entscheidet, wie schnell und wie lange Menschen beitragen.',
      [
        'Mit den Führungskräften eine Vorlage für den 30-60-90-Tage-Plan schreiben',
        'Jeder neuen Person für den ersten Monat einen Buddy zur Seite stellen',
      ],
    ),
    tDe(
      'mitarbeitergespräch mitarbeitergespräche beurteilung leistung schulung entwicklung führungskraft führungskräfte feedback lernen wachstum',
      'Führungskräfte',
      '100 % der {focus} {when} in wirksamem Feedback schulen',
      '{focus} darin stärken, ihre Teams wachsen zu lassen',
      [
        '100 % der Führungskräfte haben das Feedback-Training abgeschlossen',
        '95 % der Mitarbeitergespräche fristgerecht geführt',
        '100 % der Mitarbeitenden haben einen schriftlichen Entwicklungsplan',
      ],
      'Menschen wachsen am schnellsten mit klarem, regelmäßigem Feedback ihrer Führungskraft.',
      [
        'Für jede Führungsebene einen Feedback-Workshop durchführen',
        'Führungskräfte zwei Wochen vorher an die Termine der Mitarbeitergespräche erinnern',
      ],
    ),
  ],
  'Information Technology': [
    tDe(
      'verfügbarkeit uptime ausfall ausfälle störung störungen vorfall vorfälle incident zuverlässigkeit system systeme infrastruktur',
      'Kernsysteme',
      'Die Verfügbarkeit der {focus} {when} bei 99,9 % halten',
      '{focus} am Laufen halten, wenn Menschen sie brauchen',
      [
        'Verfügbarkeit jeden Monat bei mindestens 99,9 %',
        'Mittlere Wiederherstellungszeit nach einem Vorfall unter 1 Stunde',
        'Jeder Vorfall der Stufe 1 hat innerhalb von 5 Arbeitstagen eine schriftliche Auswertung',
      ],
      'Jede Stunde Ausfall hält die Arbeit im ganzen Unternehmen auf.',
      [
        'Monitoring und Alarme für jedes Kernsystem einrichten',
        'Nach jedem größeren Vorfall eine Auswertung ohne Schuldzuweisung durchführen',
      ],
    ),
    tDe(
      'sicherheit mfa phishing patch patches patching gerät geräte zugang zugriff cyber',
      'Firmengeräte und -konten',
      '100 % der {focus} {when} auf den Sicherheitsstandard bringen',
      '{focus} vor gängigen Angriffen schützen',
      [
        '100 % der Konten nutzen Multi-Faktor-Authentifizierung',
        'Kritische Patches auf 95 % der Geräte innerhalb von 7 Tagen eingespielt',
        'Klickrate bei Phishing-Tests unter 5 %',
      ],
      'Die meisten Sicherheitsvorfälle beginnen mit einem schwachen Konto oder einem ungepatchten Gerät.',
      [
        'Multi-Faktor-Authentifizierung für jedes Konto verpflichtend machen',
        'Jeden Monat einen Phishing-Test mit kurzer Schulung für alle durchführen, die klicken',
      ],
    ),
    tDe(
      'helpdesk servicedesk support ticket tickets service anfrage anfragen mitarbeitende',
      'Mitarbeitenden',
      '90 % der Support-Tickets von {focus} {when} innerhalb von 1 Arbeitstag lösen',
      'Den IT-Support schnell und unkompliziert machen',
      [
        '90 % der Tickets innerhalb von 1 Arbeitstag gelöst',
        'Zufriedenheit mit dem Support im Schnitt bei 4,5 von 5',
        'Selbsthilfe-Anleitungen für die 10 häufigsten Anfragen',
      ],
      'Zeit, die mit Warten auf die IT vergeht, fehlt dem ganzen Unternehmen.',
      ['Anleitungen für die häufigsten Anfragen schreiben', 'Ticket-Trends jede Woche auswerten und Ursachen beheben'],
    ),
    tDe(
      'migration migrieren cloud altsystem altsysteme legacy plattform upgrade modernisierung modernisieren kosten',
      'Unternehmen',
      '3 Altsysteme im {focus} {when} auf unterstützte Plattformen migrieren',
      'Das Risiko der Altsysteme im {focus} beseitigen',
      [
        '3 Systeme ohne ungeplante Ausfallzeit migriert',
        'Lizenz- und Hostingkosten dafür um 15 % gesenkt',
        '100 % der migrierten Systeme haben eine verantwortliche Person und ein Betriebshandbuch',
      ],
      'Nicht mehr unterstützte Systeme sind ein Sicherheitsrisiko und teuer im Betrieb.',
      ['Altsysteme nach Risiko und Kosten ordnen und die 3 wichtigsten auswählen', 'Jede Migration mit einem Rückfallschritt planen'],
    ),
  ],
  Executive: [
    tDe(
      'strategie ausrichtung ausgerichtet ziel ziele unternehmensziele vision mission plan unternehmen',
      'die Unternehmensstrategie',
      '{focus} {when} in ausgerichtete Ziele für 100 % der Teams übersetzen',
      '{focus} zur Grundlage der Planung jedes Teams machen',
      [
        '100 % der Teams haben Quartalsziele, die auf ein Unternehmensziel ausgerichtet sind',
        'Unternehmensziele alle 2 Wochen mit der Geschäftsführung überprüft',
        '80 % der Mitarbeitenden können die 3 wichtigsten Unternehmensziele nennen',
      ],
      'Eine Strategie wirkt nur, wenn jedes Team seinen Teil darin sieht.',
      [
        'Die Unternehmensziele in einem All-Hands-Meeting und schriftlich teilen',
        'Die Ausrichtung der Ziele mit jeder Führungskraft durchgehen',
      ],
    ),
    tDe(
      'umsatz wachstum marge gewinn profitabilität rentabilität finanzen vorstand aufsichtsrat',
      'den Unternehmensumsatz',
      '{focus} {when} um 10 % gegenüber dem Vorquartal steigern',
      'Nachhaltiges Wachstum beim Unternehmensumsatz aufbauen',
      [
        'Umsatz um 10 % gegenüber dem Vorquartal gesteigert',
        'Bruttomarge auf Plan oder höchstens 1 Prozentpunkt darunter',
        'Nettoumsatzbindung bei 105 %',
      ],
      'Nachhaltiges Wachstum gibt dem Unternehmen Spielraum statt Zwängen.',
      ['Mit der Geschäftsführung die wenigen Wachstumswetten des Quartals vereinbaren', 'Umsatz- und Margentreiber jeden Monat überprüfen'],
    ),
    tDe(
      'führung führungskräfte führungsteam nachfolge organisation team kultur',
      'Führungsteam',
      'Für 100 % der Schlüsselrollen im {focus} {when} eine Nachfolge benennen',
      'Das {focus} aufbauen, das das Unternehmen als Nächstes braucht',
      [
        'Nachfolgekandidaturen für 100 % der Schlüsselrollen benannt',
        '100 % der Führungskräfte haben einen in diesem Quartal überprüften Entwicklungsplan',
        'Umfrage im Führungsteam im Schnitt bei 4 von 5',
      ],
      'Ein Unternehmen wächst nur so weit, wie seine Führung es tragen kann.',
      ['Schlüsselrollen und mögliche Nachfolgen erfassen', 'Mit jeder Führungskraft einen Entwicklungsplan vereinbaren'],
    ),
    tDe(
      'kunde kunden kundenbeziehung beziehung beziehungen partner partnerschaft account accounts',
      'unseren größten Kunden',
      '10 Gespräche der Geschäftsführung mit {focus} {when} führen',
      'Nah an {focus} bleiben',
      [
        '10 Kundengespräche auf Ebene der Geschäftsführung geführt, mit geteilten Notizen',
        '3 Änderungen aus dem Gehörten umgesetzt',
        'Zufriedenheit der Top-Kunden bei 8 von 10',
      ],
      'Führungskräfte, die Kunden direkt zuhören, entscheiden besser.',
      ['Früh im Quartal Termine mit den Top-Kunden vereinbaren', 'Das Gehörte jeden Monat mit der Geschäftsführung teilen'],
    ),
  ],
};
