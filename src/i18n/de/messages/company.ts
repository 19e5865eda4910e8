import type { Texts } from '../../catalogue';
import type en from '../../en/messages/company';

const company = {
  noCompany: 'Unter dieser Adresse gibt es kein Unternehmen.',
  field: {
    hexColour: 'Geben Sie eine Farbe als sechs Hexadezimalziffern ein, z. B. E3AB24.',
    aiModelRequired: 'Geben Sie den Namen des Modells ein, z. B. gpt-4o-mini oder llama3.1:8b.',
  },
  create: {
    subdomainShape: 'Eine Subdomain hat 1–63 Buchstaben, Ziffern oder Bindestriche.',
    subdomainReserved: 'Diese Subdomain ist reserviert.',
    nameRequired: 'Ein Unternehmensname ist erforderlich.',
    ceoNameRequired: 'Der Name des oder der CEO ist erforderlich.',
    effectiveDate: 'Das Startdatum muss im Format JJJJ-MM-TT angegeben werden.',
    unknownTimeZone: 'Unbekannte Zeitzone; verwenden Sie einen Namen wie „Central Time (US & Canada)“.',
  },
  scim: {
    nameRequired: 'Benennen Sie das Token, z. B. nach dem Anbieter, der es verwendet.',
    notFound: 'Dieses Token wurde nicht gefunden.',
    revoked: 'Das Token {{name}} wurde widerrufen.',
  },
} satisfies Texts<typeof en>;
export default company;
