import type { Texts } from '../catalogue';
import type en from '../en/company';

const company = {
  button: 'Unternehmenseinstellungen',
  drawer: {
    title: 'Unternehmenseinstellungen',
    notLoaded: 'Die Unternehmenseinstellungen konnten nicht geladen werden.',
    saved: 'Unternehmenseinstellungen gespeichert.',
    notSaved: 'Die Unternehmenseinstellungen wurden nicht gespeichert',
    save: 'Speichern',
  },
  checks: {
    nameRequired: 'Bitte geben Sie den Namen des Unternehmens ein.',
    maxLength: 'Höchstens {{max}} Zeichen.',
  },
  info: {
    heading: 'Unternehmensdaten',
    name: 'Name',
    website: 'Website',
    timeZone: 'Zeitzone',
    timeZoneHelp: 'Quartale und wöchentliche Updates richten sich nach dieser Zeitzone.',
  },
  features: {
    heading: 'Funktionen',
    notes: 'Private Notizen',
    notesHelp:
      'Führungskräfte machen sich Notizen zu den Personen, die an sie berichten. Eine Notiz liest nur, wer sie geschrieben hat; die Person, um die es geht, sieht sie nie.',
    talent: 'Talentbeurteilungen',
    talentHelp:
      'Führungskräfte beurteilen ihre Mitarbeitenden jedes Quartal. Ist die Funktion aus, sehen Fachkräfte das Menü „Talent“ nicht und Profile zeigen keinen Reiter „Beurteilungen“; bereits geschriebene Beurteilungen bleiben erhalten.',
    defaultLanguage: 'Standardsprache',
    defaultLanguageHelp:
      'Die Sprache für alle, die in ihren Einstellungen keine gewählt haben und deren Browser keine Sprache verlangt, die Trellis spricht.',
  },
  branding: {
    heading: 'Markenauftritt',
    primaryColour: 'Hauptfarbe',
    primaryColourHelp: 'Schaltflächen und Akzente der Anmeldeseiten und der Kopfzeile.',
    suggestedColours: 'Vorschläge',
    lightText: 'Heller Text auf der Hauptfarbe',
  },
  logo: {
    label: { logo: 'Logo', squarelogo: 'Quadratisches Logo' },
    hint: {
      logo: 'PNG oder JPG, bis {{size}} MB. Erscheint auf den Anmeldeseiten und in der Kopfzeile.',
      squarelogo: 'PNG oder JPG, bis {{size}} MB. Erscheint auf Smartphones in der Kopfzeile.',
    },
    preview: { logo: 'Vorschau des Logos', squarelogo: 'Vorschau des quadratischen Logos' },
    uploadLabel: { logo: 'Logo hochladen', squarelogo: 'Quadratisches Logo hochladen' },
    removeLabel: { logo: 'Logo entfernen', squarelogo: 'Quadratisches Logo entfernen' },
    none: 'Keins',
    upload: 'Hochladen',
    replace: 'Ersetzen',
    remove: 'Entfernen',
    undo: 'Rückgängig',
    onlyPngJpg: 'Es können nur PNG- und JPG-Dateien hochgeladen werden.',
    tooLarge: 'Das Bild ist größer als {{size}} MB.',
  },
  preview: {
    region: 'Vorschau des Markenauftritts',
    heading: 'Vorschau',
    logIn: 'Anmelden',
    hardToRead: 'Text auf dieser Farbe ist schwer lesbar.',
    tryDarkText: 'Text auf dieser Farbe ist schwer lesbar. Versuchen Sie dunklen Text.',
    tryLightText: 'Text auf dieser Farbe ist schwer lesbar. Versuchen Sie hellen Text.',
  },
  ai: {
    heading: 'KI-Modell',
    help: 'Jeder OpenAI-kompatible Server: OpenAI, Ollama, llama.cpp, vLLM, LM Studio. Ohne einen schreibt Trellis auf Grundlage Ihrer Zieldaten.',
    baseUrl: 'Basis-URL',
    baseUrlHelp: 'Leer lassen, um die Voreinstellung dieses Servers zu verwenden.',
    baseUrlPlaceholder: 'https://api.openai.com/v1 oder http://localhost:11434/v1',
    model: 'Modell',
    modelPlaceholder: 'gpt-4o-mini oder llama3.1:8b',
    apiKey: 'API-Schlüssel',
    keySaved: 'Gespeichert – leer lassen, um ihn zu behalten',
    keyOptional: 'Optional bei Servern auf Ihren eigenen Rechnern',
    keyKeptHelp: 'Der gespeicherte Schlüssel gilt nur für denselben Server: Eine neue Serveradresse braucht ihren Schlüssel erneut.',
    removeKey: 'Schlüssel entfernen',
  },
} satisfies Texts<typeof en>;
export default company;
