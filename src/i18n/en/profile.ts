// The profile page: its tabs, drawers and settings.
const profile = {
  settings: {
    language: 'Language',
    languageHelp: 'The language of your screens. Until you choose, Trellis follows your browser, then your company.',
    browserLanguage: 'As my browser, then my company',
  },
};
export default profile;
