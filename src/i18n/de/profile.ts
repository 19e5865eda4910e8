import type { Texts } from '../catalogue';
import type en from '../en/profile';

const profile = {
  settings: {
    language: 'Sprache',
    languageHelp: 'Die Sprache Ihrer Bildschirme. Bis Sie wählen, folgt Trellis Ihrem Browser, dann Ihrem Unternehmen.',
    browserLanguage: 'Wie mein Browser, dann mein Unternehmen',
  },
} satisfies Texts<typeof en>;
export default profile;
