// Private notes: the profile's Notes tab, a note's card and the Add/Edit Note drawer.
const notes = {
  tab: {
    privacy: 'Only you can read your notes about {{name}}: not {{name}}, nor anyone else.',
    add: 'Add Note',
    onlyAboutReports:
      'You can add notes only about people who report to you, directly or through others. Notes you wrote earlier stay here for you.',
    sortBy: 'Sort by',
    // By the sort's code.
    sort: {
      Created: 'Created (newest first)',
      Updated: 'Updated (newest first)',
    },
    search: 'Search notes',
    empty: 'No notes yet.',
    noMatch: 'No notes match this search.',
    listLabel: 'Notes about {{name}}',
    loadMore: 'Load more',
  },
  card: {
    created: 'Created {{date}}',
    updated: 'Updated {{date}}',
    createItem: 'Create action item',
    edit: 'Edit',
    delete: 'Delete',
    deleteQuestion: 'Do you want to delete?',
    deleted: 'The note was deleted.',
  },
  drawer: {
    add: 'Add Note',
    edit: 'Edit Note',
    added: 'The note was added.',
    saved: 'The note was saved.',
    notSaved: 'The note was not saved',
    save: 'Save',
    title: 'Title',
    body: 'Body',
    bodyPlaceholder: 'What happened, what was agreed, what to follow up on.',
    required: 'Please enter!',
  },
};
export default notes;
