// Action items: the page (/v3/actionitems) with its table and phone cards, the header's link, and the Add/Edit drawer.
const actionItems = {
  page: {
    title: 'Action Items',
    add: 'New Action Item',
    notFound: 'This action item was not found: it may have been deleted, or it is no longer yours.',
    // By the tab's code.
    tab: {
      inprogress: 'In Progress',
      completed: 'Completed',
    },
    search: 'Search by title',
    empty: 'No Action Items Found',
    listLabel: 'Action items',
  },
  column: {
    title: 'Title',
    deadline: 'Deadline',
    assignee: 'Assignee',
    requester: 'Requester',
    actions: 'Actions',
  },
  item: {
    overdue: 'Overdue',
    dueSoon: 'Due soon',
    completed: 'Completed {{date}}',
    you: '(You)',
    fromComment: 'From a comment',
    fromNoteAbout: 'From a note about {{name}}',
    fromNote: 'From a note',
    markComplete: 'Mark as Complete',
    unmarkComplete: 'Unmark as Complete',
    marked: 'Marked as complete; it is under Completed now.',
    unmarked: 'Back under In Progress.',
    edit: 'Edit',
    delete: 'Delete',
    deleteQuestion: 'Do you want to delete?',
    deleted: 'The action item was deleted.',
  },
  link: {
    tip: 'Action Items',
    label: 'Action Items',
    labelOpen: 'Action Items, {{open}} open',
  },
  drawer: {
    add: 'Add Action Item',
    edit: 'Edit Action Item',
    added: 'The action item was added.',
    saved: 'The action item was saved.',
    notSaved: 'The action item was not saved',
    save: 'Save',
    fromNote:
      'Made from your private note “{{note}}”. Give it a title that says what is to be done: the assignee sees this item, never the note; only you see the link back to it.',
    fromComment: 'Made from a comment; the item links back to its goal.',
    title: 'Title',
    titlePlaceholder: 'What is to be done',
    deadline: 'Deadline',
    // How the deadline picker's placeholder spells its input format (MM/DD/YYYY in English, DD.MM.YYYY in German).
    deadlinePlaceholder: 'MM/DD/YYYY',
    assignee: 'Assignee',
    requester: 'Requester',
    enter: 'Please enter!',
    select: 'Please select!',
    requesterIsYou: 'You are the requester, or your manager is when the action item is assigned to you.',
  },
};
export default actionItems;
