// Texts every screen may use, and the shared components' own texts (src/web/components). Keys name what a text is
// for; the English text is the spec's where it quotes one.
const common = {
  genericError: 'Something went wrong!!',
  serverUnreachable: 'The server could not be reached. Please check your connection.',
  // What a loading page, drawer or card is announced as (its skeleton), and the bar of a navigation under way.
  loading: 'Loading',
  loadingPage: 'Loading page',
  // antd's controls that show only an icon, named for screen readers (src/web/app/app.tsx).
  iconNames: {
    left: 'Previous page',
    right: 'Next page',
    'double-left': 'Previous pages',
    'double-right': 'Next pages',
    filter: 'Filter',
  },
  iconControls: {
    search: 'Search',
    moreTabs: 'More tabs',
    clear: 'Clear',
  },
  drawerFooter: {
    cancel: 'Cancel',
    close: 'Close',
  },
  unsavedChanges: {
    title: 'You have unsaved changes.',
    text: 'Discard them and close, or continue editing?',
    discard: 'Discard',
    continue: 'Continue',
  },
  loadMore: {
    shownOf: '{{shown}} of {{total}}',
    // With the caller's noun, singular and plural, chosen by the total.
    shownOfNoun_one: '{{shown}} of {{total}} {{singular}}',
    shownOfNoun_other: '{{shown}} of {{total}} {{plural}}',
    more: 'Load More',
  },
  peopleSelect: {
    placeholder: 'Search people',
    loading: 'Loading…',
    nobody: 'Nobody found.',
  },
  aiSent: {
    title: 'What we sent to the AI',
    instructions: 'Instructions',
    request: 'Request',
  },
  progressBar: {
    // A goal's or key result's progress, as a screen reader hears the bar.
    label: 'Progress {{progress}}',
    labelExpected: 'Progress {{progress}}, expected by now {{expected}}',
    expected: 'Expected by now: {{expected}}',
  },
  viewMore: {
    more: 'View more',
    less: 'View less',
  },
  discLetters: {
    label: 'DISC',
  },
  richText: {
    toolbar: '{{label}} formatting',
    bold: 'Bold',
    italic: 'Italic',
    underline: 'Underline',
    strikethrough: 'Strikethrough',
    bulletedList: 'Bulleted list',
    numberedList: 'Numbered list',
    undo: 'Undo',
    redo: 'Redo',
    link: 'Link',
    linkAddress: 'Link address',
    linkPlaceholder: 'https://example.com',
    linkInvalid: 'Enter a web address (https://…) or an email address.',
    removeLink: 'Remove link',
    apply: 'Apply',
  },
};
export default common;
