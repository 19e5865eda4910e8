import type { AddUserInput } from '../../contract/admin';
import { DEMO_ACCOUNTS } from './accounts';

export type DemoProfile = { phoneNumber?: string; biography?: string };

/** One person of the demo company: addUser's input (without the password) plus a profile and a status. */
export type DemoPerson = Omit<AddUserInput, 'password'> & {
  profile?: DemoProfile;
  // invited: added without a password and sent an invitation; deactivated: a former employee
  status?: 'invited' | 'deactivated';
};

const at = (local: string) => `${local}@northwind.example`;

export const DEMO_COMPANY = 'Northwind Outfitters';

export const DEMO_CEO = {
  name: 'Olivia Hart',
  email: DEMO_ACCOUNTS.ceo,
  orgUnit: 'Executive',
  profile: {
    phoneNumber: '+1 312 555 0100',
    biography:
      'Founded Northwind Outfitters after twelve years in outdoor retail. Believes a plan is only as good as the weekly check-in behind it.',
  },
};

const MARCUS = DEMO_ACCOUNTS.orgAdmin;
const DANIEL = DEMO_ACCOUNTS.manager;
const SOFIA = at('sofia.alvarez');
const LIAM = at('liam.oconnor');

// In insertion order: a manager comes before the people who report to them.
// Without managerEmail a person reports to the CEO (addUser's default), except observers.
export const DEMO_PEOPLE: DemoPerson[] = [
  {
    name: 'Marcus Reed',
    email: MARCUS,
    role: 'manager',
    jobTitle: 'VP Operations',
    orgUnit: 'Operations',
    isOrgAdmin: true,
    profile: {
      phoneNumber: '+1 312 555 0114',
      biography:
        'Runs operations, finance and people. Keeps the org chart honest and the quarterly calendar on time.',
    },
  },
  {
    name: 'Daniel Cho',
    email: DANIEL,
    role: 'manager',
    jobTitle: 'VP Engineering',
    orgUnit: 'Engineering',
    profile: {
      phoneNumber: '+1 312 555 0127',
      biography:
        'Leads the team behind the Northwind web shop and warehouse systems. Previously built logistics software at a freight start-up.',
    },
  },
  {
    name: 'Sofia Alvarez',
    email: SOFIA,
    role: 'manager',
    jobTitle: 'VP Sales & Marketing',
    orgUnit: 'Sales',
    isGoalManager: true,
  },
  {
    name: "Liam O'Connor",
    email: LIAM,
    role: 'manager',
    jobTitle: 'Director of Customer Success',
    orgUnit: 'Customer Success',
  },

  // Operations, Finance, People & Culture
  {
    name: 'Priya Shah',
    email: DEMO_ACCOUNTS.goalAdmin,
    role: 'contributor',
    managerEmail: MARCUS,
    jobTitle: 'Strategy & Planning Lead',
    orgUnit: 'Operations',
    isGoalAdmin: true,
  },
  {
    name: 'Hannah Lee',
    email: DEMO_ACCOUNTS.hrAdmin,
    role: 'contributor',
    managerEmail: MARCUS,
    jobTitle: 'Head of People & Culture',
    orgUnit: 'People & Culture',
    isHrAdmin: true,
    profile: {
      phoneNumber: '+1 312 555 0131',
      biography: 'Looks after hiring, onboarding and appraisals. Ask her about the new review cycle.',
    },
  },
  {
    name: 'Tom Becker',
    email: at('tom.becker'),
    role: 'contributor',
    managerEmail: MARCUS,
    jobTitle: 'Talent Acquisition Partner',
    orgUnit: 'People & Culture',
  },
  {
    name: 'Laura Schmidt',
    email: at('laura.schmidt'),
    role: 'contributor',
    managerEmail: MARCUS,
    jobTitle: 'Financial Controller',
    orgUnit: 'Finance',
  },
  {
    name: 'Ben Carter',
    email: at('ben.carter'),
    role: 'contributor',
    managerEmail: MARCUS,
    jobTitle: 'Financial Analyst',
    orgUnit: 'Finance',
  },
  {
    name: 'Kenji Mori',
    email: at('kenji.mori'),
    role: 'contributor',
    managerEmail: MARCUS,
    jobTitle: 'Supply Chain Analyst',
    orgUnit: 'Operations',
  },

  // Engineering
  {
    name: 'Emma Fischer',
    email: DEMO_ACCOUNTS.contributor,
    role: 'contributor',
    managerEmail: DANIEL,
    jobTitle: 'Senior Software Engineer',
    orgUnit: 'Engineering',
    profile: {
      phoneNumber: '+1 312 555 0142',
      biography:
        'Works on checkout and payments. Weekend trail runner and the office’s unofficial gear tester.',
    },
  },
  {
    name: 'Noah Patel',
    email: at('noah.patel'),
    role: 'contributor',
    managerEmail: DANIEL,
    jobTitle: 'Software Engineer',
    orgUnit: 'Engineering',
  },
  {
    name: 'Mei Tanaka',
    email: at('mei.tanaka'),
    role: 'contributor',
    managerEmail: DANIEL,
    jobTitle: 'Product Designer',
    orgUnit: 'Engineering',
  },
  {
    name: 'Lucas Martin',
    email: at('lucas.martin'),
    role: 'contributor',
    managerEmail: DANIEL,
    jobTitle: 'QA Engineer',
    orgUnit: 'Engineering',
  },
  {
    name: 'Zara Ahmed',
    email: at('zara.ahmed'),
    role: 'contributor',
    managerEmail: DANIEL,
    jobTitle: 'DevOps Engineer',
    orgUnit: 'Engineering',
  },
  {
    name: 'Ethan Brooks',
    email: at('ethan.brooks'),
    role: 'contributor',
    managerEmail: DANIEL,
    jobTitle: 'Frontend Engineer',
    orgUnit: 'Engineering',
  },

  // Sales and Marketing
  {
    name: 'Jack Wilson',
    email: at('jack.wilson'),
    role: 'contributor',
    managerEmail: SOFIA,
    jobTitle: 'Senior Account Executive',
    orgUnit: 'Sales',
  },
  {
    name: 'Chloe Dubois',
    email: at('chloe.dubois'),
    role: 'contributor',
    managerEmail: SOFIA,
    jobTitle: 'Account Executive',
    orgUnit: 'Sales',
  },
  {
    name: 'Mateo Rossi',
    email: at('mateo.rossi'),
    role: 'contributor',
    managerEmail: SOFIA,
    jobTitle: 'Sales Development Representative',
    orgUnit: 'Sales',
  },
  {
    name: 'Isabella Nguyen',
    email: at('isabella.nguyen'),
    role: 'contributor',
    managerEmail: SOFIA,
    jobTitle: 'Content Marketing Lead',
    orgUnit: 'Marketing',
  },
  {
    name: 'Omar Haddad',
    email: at('omar.haddad'),
    role: 'contributor',
    managerEmail: SOFIA,
    jobTitle: 'Growth Marketer',
    orgUnit: 'Marketing',
  },
  {
    name: 'Ava Johansson',
    email: at('ava.johansson'),
    role: 'contributor',
    managerEmail: SOFIA,
    jobTitle: 'Brand Designer',
    orgUnit: 'Marketing',
  },

  // Customer Success
  {
    name: 'Ruby Clarke',
    email: at('ruby.clarke'),
    role: 'contributor',
    managerEmail: LIAM,
    jobTitle: 'Customer Success Specialist',
    orgUnit: 'Customer Success',
  },
  {
    name: 'Samuel Mensah',
    email: at('samuel.mensah'),
    role: 'contributor',
    managerEmail: LIAM,
    jobTitle: 'Support Engineer',
    orgUnit: 'Customer Success',
  },
  {
    name: 'Nina Kowalski',
    email: at('nina.kowalski'),
    role: 'contributor',
    managerEmail: LIAM,
    jobTitle: 'Onboarding Specialist',
    orgUnit: 'Customer Success',
  },
  {
    name: 'Diego Herrera',
    email: at('diego.herrera'),
    role: 'contributor',
    managerEmail: LIAM,
    jobTitle: 'Support Specialist',
    orgUnit: 'Customer Success',
  },

  // Not yet on board, and no longer on board
  {
    name: 'Felix Wagner',
    email: at('felix.wagner'),
    role: 'contributor',
    managerEmail: DANIEL,
    jobTitle: 'Software Engineer',
    orgUnit: 'Engineering',
    status: 'invited',
  },
  {
    name: 'Ryan Scott',
    email: at('ryan.scott'),
    role: 'contributor',
    managerEmail: SOFIA,
    jobTitle: 'Account Executive',
    orgUnit: 'Sales',
    status: 'deactivated',
  },

  {
    name: 'Victor Obi',
    email: DEMO_ACCOUNTS.observer,
    role: 'observer',
    jobTitle: 'Board Member',
    orgUnit: 'Board',
    profile: {
      biography: 'Independent board member since 2021; follows company goals ahead of each board meeting.',
    },
  },
];
