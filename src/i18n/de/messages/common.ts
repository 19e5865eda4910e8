import type { Texts } from '../../catalogue';
import type en from '../../en/messages/common';

const common = {
  access: {
    signIn: 'Bitte melden Sie sich an.',
    notAllowed: 'Dazu sind Sie nicht berechtigt.',
    outOfReach: 'Dies ist für Sie nicht verfügbar.',
    notFound: 'Nicht gefunden.',
  },
  request: {
    bad: 'Ungültige Anfrage.',
    invalidValue: 'Ungültiger Wert.',
    failed: 'Bei uns ist etwas schiefgegangen. Bitte versuchen Sie es erneut.',
    tooManyAttempts: 'Zu viele Versuche. Bitte warten Sie eine Minute und versuchen Sie es dann erneut.',
    badAddress: 'Die Adresse ist ungültig.',
    addressTooLong: 'Die Adresse ist zu lang.',
    databaseUnavailable: 'Trellis erreicht seine Datenbank gerade nicht. Bitte versuchen Sie es gleich noch einmal.',
    tooManyReports: 'Sie haben in kurzer Zeit viele Berichte angefordert. Bitte warten Sie eine Minute und versuchen Sie es dann erneut.',
    pdfsBusy: 'Gerade werden viele PDFs erstellt. Bitte versuchen Sie es in einigen Sekunden erneut.',
    badText: 'Text darf keine NUL-Zeichen und kein fehlerhaftes Unicode enthalten.',
    badTextIn: '{{field}}: Text darf keine NUL-Zeichen und kein fehlerhaftes Unicode enthalten.',
    noImage: 'Kein Bild vorhanden.',
    errorLogged: 'Danke: Der Fehler wurde protokolliert.',
  },
  framework: {
    bodyTooLarge: 'Die Anfrage ist zu groß.',
    unsupportedMediaType: 'Dieser Inhaltstyp wird nicht unterstützt.',
    contentLengthMismatch: 'Die Größe der Anfrage stimmt nicht mit Content-Length überein.',
    emptyJson: "Der Inhalt darf nicht leer sein, wenn Content-Type 'application/json' ist.",
    invalidJson: "Der Inhalt ist kein gültiges JSON, obwohl Content-Type 'application/json' ist.",
    tooManyParts: 'Die Anfrage hat zu viele Teile.',
    tooManyFiles: 'Die Anfrage enthält zu viele Dateien.',
    tooManyFields: 'Die Anfrage enthält zu viele Felder.',
    prototypeField: 'Dieser Feldname ist nicht erlaubt.',
    notMultipart: 'Die Anfrage ist nicht multipart/form-data.',
  },
  upload: {
    chooseFile: 'Wählen Sie eine Datei zum Hochladen aus.',
    imageTooLarge: 'Das Bild ist größer als {{size}} MB.',
    pdfTooLarge: 'Das PDF ist größer als {{size}} MB.',
    fileTooLarge: 'Die Datei ist größer als {{size}} MB.',
    imageNotMultipart: 'Senden Sie das Bild als multipart/form-data in einem Feld namens file.',
    pdfNotMultipart: 'Senden Sie das PDF als multipart/form-data in einem Feld namens file.',
    fileNotMultipart: 'Senden Sie die Datei als multipart/form-data in einem Feld namens file.',
    imageWrongField: 'Das Bild muss im Feld namens file gesendet werden.',
    pdfWrongField: 'Das PDF muss im Feld namens file gesendet werden.',
    fileWrongField: 'Die Datei muss im Feld namens file gesendet werden.',
  },
  field: {
    tooLong: 'Höchstens {{max}} Zeichen.',
    invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    isoDate: 'Ein Datum im Format JJJJ-MM-TT.',
    webUrlOnly: 'Geben Sie eine Webadresse ein, die mit http:// oder https:// beginnt.',
  },
} satisfies Texts<typeof en>;
export default common;
