// The help screen: the support card and who to ask for what.
const help = {
  title: 'Help',
  needAHand: 'Need a hand?',
  lead: 'Questions about your goals, your team or your account are best answered by the people below. Each of them holds a permission that lets them help with the task described.',
  helpDesk: 'Open the help desk',
  contacts: 'Point of Contact',
  nobody: 'Nobody has this permission yet.',
  // Each group of contacts, by the answer's name for it.
  groupTitle: {
    OrgAdmins: 'Org Admins',
    GoalAdmins: 'Goal Admins',
    HrAdmins: 'HR Admins',
    GoalManagers: 'Goal Manager',
  },
  groupDescription: {
    OrgAdmins: 'Add and reassign employees, and manage special permissions.',
    GoalAdmins: 'Create and edit goals for others, approve for managers, reassign, realign and shelve goals.',
    HrAdmins: 'View and create appraisal reports for everyone.',
    GoalManagers: 'Create and edit goals cascaded from their own for others.',
  },
};
export default help;
