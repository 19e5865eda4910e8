import type { AddUserInput } from '../../contract/admin';
import { DEMO_ACCOUNTS } from './accounts';

export type DemoProfile = { phoneNumber?: string; biography?: string; responsibility?: string };

/** One person of the demo company: addUser's input (without the password) plus a profile and a status. */
export type DemoPerson = Omit<AddUserInput, 'password'> & {
  profile?: DemoProfile;
  // invited: added without a password and sent an invitation; deactivated: a former employee
  status?: 'invited' | 'deactivated';
};

export const DEMO_COMPANY = 'Northwind Outfitters';

// "Liam O'Connor" -> liam.oconnor@northwind.example
export const emailOf = (name: string) =>
  `${name
    .toLowerCase()
    .replace(/[^a-z ]/g, '')
    .replace(/ +/g, '.')}@northwind.example`;

/** A contributor reporting to `managerEmail`. */
const member = (name: string, managerEmail: string, jobTitle: string, orgUnit: string, more: Partial<DemoPerson> = {}): DemoPerson => ({
  name,
  email: emailOf(name),
  role: 'contributor',
  managerEmail,
  jobTitle,
  orgUnit,
  ...more,
});

export const DEMO_CEO = {
  name: 'Olivia Hart',
  email: DEMO_ACCOUNTS.ceo,
  orgUnit: 'Executive',
  profile: {
    phoneNumber: '+1 312 555 0100',
    biography:
      'Founded Northwind Outfitters after twelve years in outdoor retail. Believes a plan is only as good as the weekly check-in behind it.',
    responsibility: 'Sets the company strategy and the quarterly company goals; leads the executive team; reports to the board.',
  },
};

const MARCUS = DEMO_ACCOUNTS.orgAdmin;
const DANIEL = DEMO_ACCOUNTS.manager;
const SOFIA = emailOf('Sofia Alvarez');
const GRACE = emailOf('Grace Kim');
const LIAM = emailOf("Liam O'Connor");

// In insertion order: a manager comes before the people who report to them.
// Managers without managerEmail report to the CEO (addUser's default); the observer reports to no one.
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
      biography: 'Runs operations, finance and people. Keeps the org chart honest and the quarterly calendar on time.',
      responsibility: 'Finance, the warehouse and supply chain, hiring and people operations. Administers Trellis for Northwind.',
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
      responsibility:
        'The web shop, the Trailhead mobile app and the warehouse systems: roadmap, delivery, uptime and the engineering team.',
    },
  },
  {
    name: 'Sofia Alvarez',
    email: SOFIA,
    role: 'manager',
    jobTitle: 'VP Sales & Marketing',
    orgUnit: 'Sales',
    isGoalManager: true,
    profile: { responsibility: 'Wholesale and retail-partner sales, brand and demand generation; sets the goals of her team.' },
  },
  {
    name: "Liam O'Connor",
    email: LIAM,
    role: 'manager',
    jobTitle: 'Director of Customer Success',
    orgUnit: 'Customer Success',
    profile: { responsibility: 'Onboarding, support and renewals of every wholesale account; the help centre.' },
  },

  member('Priya Shah', MARCUS, 'Strategy & Planning Lead', 'Operations', {
    email: DEMO_ACCOUNTS.goalAdmin,
    isGoalAdmin: true,
  }),
  member('Hannah Lee', MARCUS, 'Head of People & Culture', 'People & Culture', {
    email: DEMO_ACCOUNTS.hrAdmin,
    isHrAdmin: true,
    profile: {
      phoneNumber: '+1 312 555 0131',
      biography: 'Looks after hiring, onboarding and appraisals. Ask her about the new review cycle.',
    },
  }),
  member('Tom Becker', MARCUS, 'Talent Acquisition Partner', 'People & Culture'),
  member('Laura Schmidt', MARCUS, 'Financial Controller', 'Finance'),
  member('Ben Carter', MARCUS, 'Financial Analyst', 'Finance'),
  member('Kenji Mori', MARCUS, 'Supply Chain Analyst', 'Operations'),
  // A third level under Marcus: the warehouse team, so the org chart has depth.
  {
    name: 'Grace Kim',
    email: GRACE,
    role: 'manager',
    managerEmail: MARCUS,
    jobTitle: 'Warehouse Operations Manager',
    orgUnit: 'Warehouse',
    profile: {
      responsibility:
        'Runs the Reno warehouse: receiving, picking and same-day shipping. Owns fulfilment cost per order and the warehouse safety record.',
    },
  },
  member('Arjun Mehta', GRACE, 'Warehouse Lead', 'Warehouse'),
  member('Sara Lindqvist', GRACE, 'Inventory Planner', 'Warehouse'),
  member('Paul Evans', GRACE, 'Logistics Coordinator', 'Warehouse'),

  member('Emma Fischer', DANIEL, 'Senior Software Engineer', 'Engineering', {
    email: DEMO_ACCOUNTS.contributor,
    profile: {
      phoneNumber: '+1 312 555 0142',
      biography: 'Works on checkout and payments. Weekend trail runner and the office’s unofficial gear tester.',
    },
  }),
  member('Noah Patel', DANIEL, 'Software Engineer', 'Engineering'),
  member('Mei Tanaka', DANIEL, 'Product Designer', 'Engineering'),
  member('Lucas Martin', DANIEL, 'QA Engineer', 'Engineering'),
  member('Zara Ahmed', DANIEL, 'DevOps Engineer', 'Engineering'),
  member('Ethan Brooks', DANIEL, 'Frontend Engineer', 'Engineering'),

  member('Jack Wilson', SOFIA, 'Senior Account Executive', 'Sales'),
  member('Chloe Dubois', SOFIA, 'Account Executive', 'Sales'),
  member('Mateo Rossi', SOFIA, 'Sales Development Representative', 'Sales'),
  member('Isabella Nguyen', SOFIA, 'Content Marketing Lead', 'Marketing'),
  member('Omar Haddad', SOFIA, 'Growth Marketer', 'Marketing'),
  member('Ava Johansson', SOFIA, 'Brand Designer', 'Marketing'),

  member('Ruby Clarke', LIAM, 'Customer Success Specialist', 'Customer Success'),
  member('Samuel Mensah', LIAM, 'Support Engineer', 'Customer Success'),
  member('Nina Kowalski', LIAM, 'Onboarding Specialist', 'Customer Success'),
  member('Diego Herrera', LIAM, 'Support Specialist', 'Customer Success'),

  // Not yet on board (invited by Daniel Cho), and no longer on board
  member('Felix Wagner', DANIEL, 'Software Engineer', 'Engineering', { status: 'invited' }),
  member('Ryan Scott', SOFIA, 'Account Executive', 'Sales', { status: 'deactivated' }),

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
