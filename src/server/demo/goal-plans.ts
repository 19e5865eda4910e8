import type { GoalState } from '../../domain/goals/states';

/** The shape of a goal's weekly statuses over its weeks. */
export type Trend = 'steady' | 'rising' | 'strong' | 'slipping' | 'at_risk';
export type Verdict = 'achieved' | 'missed' | 'dispute';

/** One demo goal: people by first name, the parent by key within the same quarter. */
export type GoalPlan = {
  key: string;
  owner: string;
  parent: string | null;
  title: string;
  // Key results, one per line of the measurement
  keyResults: string[];
  state: GoalState;
  trend: Trend;
  // Weeks between the newest status and the current week
  lag: number;
  result?: Verdict;
  hidden?: boolean;
  // The comment on the latest decision: an approval, a change request, a shelving or its request
  note?: string;
  edit?: { state: 'draft' | 'review'; title: string; keyResults: string[]; note?: string };
  followers?: string[];
};

type More = Partial<Omit<GoalPlan, 'key' | 'owner' | 'parent' | 'title' | 'keyResults'>>;

const g = (key: string, owner: string, parent: string | null, title: string, keyResults: string, more: More = {}): GoalPlan => ({
  key,
  owner,
  parent,
  title,
  keyResults: keyResults.split('; '),
  state: more.result && more.result !== 'dispute' ? 'finalized' : 'approved',
  trend: 'steady',
  lag: 0,
  ...more,
});

const achieved = (more: More = {}): More => ({ result: 'achieved', ...more });
const missed = (more: More = {}): More => ({ result: 'missed', trend: 'at_risk', ...more });

/** The current quarter: every goal state, some private goals, stale and slipping statuses. */
export const CURRENT_GOALS: GoalPlan[] = [
  g('arr', 'olivia', null, 'Grow recurring revenue to $12M ARR', 'ARR from $9.6M to $12M; Net revenue retention of 110% or better; 40 new wholesale accounts signed', { followers: ['victor', 'marcus'] }),
  g('trailhead', 'olivia', null, 'Launch the Trailhead mobile app', 'Live on iOS and Android by June 12; 15,000 monthly active users by quarter end; App store rating of 4.5 or better', { trend: 'slipping', followers: ['victor', 'emma', 'sofia'] }),
  g('people', 'olivia', null, 'Make Northwind a great place to work', 'Engagement score from 72 to 80; Regretted attrition below 5%; Every manager holds monthly one-to-ones', { trend: 'rising', followers: ['victor', 'hannah'] }),

  g('finance', 'marcus', 'arr', 'Run a faster, calmer finance operation', 'Month-end close in 5 working days, down from 9; A 13-week cash forecast every Monday; No late supplier payments', { note: 'Approved. The cash forecast will help the board conversation a lot.' }),
  g('hiring', 'marcus', 'people', 'Hire the people the roadmap needs', '12 hires, 4 of them engineers; Time to hire under 35 days; Offer acceptance of 85%', { trend: 'rising' }),
  g('fulfilment', 'marcus', 'arr', 'Cut fulfilment cost per order by 10%', 'Cost per order from $8.40 to $7.55; 98% of orders shipped the same day', { trend: 'at_risk', followers: ['olivia'] }),
  // Waits for the CEO's approval: the demo CEO's dashboard has a request to answer.
  g('easthub', 'marcus', 'arr', 'Open an East Coast fulfilment hub', 'A signed lease by June 30; Two-day delivery for 80% of East Coast orders', { state: 'review' }),
  g('ship', 'daniel', 'trailhead', 'Ship Trailhead 1.0 to both app stores', 'Beta with 500 customers by May 1; Release candidate passes the full test suite; Approved in both app stores by June 12', { trend: 'slipping', note: 'Approved. This is the one that matters most this quarter.', followers: ['olivia', 'sofia'] }),
  g('webshop', 'daniel', 'arr', 'Make the web shop fast and reliable', 'p95 page load under 1.5 s; 99.95% uptime; Checkout errors below 0.3%'),
  g('engteam', 'daniel', 'people', 'Grow an engineering team people want to join', 'Hire 4 engineers; A growth plan for every engineer; Fewer than 5 on-call pages a week', { lag: 1 }),
  g('wholesale', 'sofia', 'arr', 'Win 40 new wholesale accounts', '40 signed accounts; $1.2M in first-year bookings; Win rate of 25% on qualified deals', { trend: 'rising', followers: ['olivia'] }),
  g('demand', 'sofia', 'trailhead', 'Build demand for the Trailhead launch', '25,000 waitlist sign-ups; A launch campaign reaching 1M hikers; 50 creator partnerships'),
  g('northwest', 'sofia', 'arr', 'Become the outfitter of the Pacific Northwest', '12 retail partners in Oregon and Washington; $300K in regional bookings'),
  g('retention', 'liam', 'arr', 'Keep every wholesale customer we have', 'Gross revenue churn below 2%; Business reviews with the top 30 accounts; A health score for every account'),
  g('support', 'liam', 'arr', 'Answer customers faster and better', 'First response under 2 hours; Customer satisfaction of 92%; Half of all questions answered by the help centre', { trend: 'rising', lag: 1 }),

  g('planning', 'priya', 'finance', 'Run quarterly planning on Trellis', "Every team's goals approved by week 2; A weekly check-in rate of 90%", { state: 'results_in_review', result: 'achieved', trend: 'strong' }),
  g('appraisals', 'hannah', 'hiring', 'Launch the new appraisal cycle', 'Review forms live by May 4; 95% of reviews completed on time; Calibration sessions in every department'),
  g('reorg', 'hannah', 'hiring', 'Prepare the Customer Success reorganisation', 'Role map agreed with Liam and Marcus; Communication plan ready by June 1', { hidden: true }),
  g('recruiting', 'tom', 'hiring', 'Fill 12 open roles', '12 offers accepted; Time to hire under 35 days; A diverse shortlist for every role', { state: 'draft', note: 'Please split engineering and sales hires so we can track both.' }),
  g('close', 'laura', 'finance', 'Close the books in five working days', 'Close in 5 working days by June; Reconciliations automated for all 3 bank accounts'),
  g('credit', 'laura', 'finance', 'Renegotiate the bank credit line', 'A $2M line at a lower rate; Covenants we can live with', { hidden: true }),
  g('forecast', 'ben', 'finance', 'Build a weekly cash forecast', 'A 13-week rolling forecast every Monday; Forecast within 5% of actual cash', { state: 'results_in_review', result: 'dispute', trend: 'strong' }),
  g('carriers', 'kenji', 'fulfilment', 'Consolidate our shipping carriers', 'From 5 carriers to 2; Shipping cost per parcel down 12%', { state: 'shelving_in_review', trend: 'at_risk', note: "Our main carrier extended the current contract into next year; let's pick this up in Q4." }),
  g('sql', 'kenji', null, 'Learn SQL for supply chain analytics', 'Finish the analytics course; Build the stock-turn dashboard myself', { trend: 'rising' }),
  g('checkout', 'emma', 'webshop', 'Make checkout fast on every device', 'Checkout p95 under 1.2 s on mobile; Payment errors below 0.3%', {
    edit: { state: 'review', title: 'Make checkout fast and simple on every device', keyResults: ['Checkout p95 under 1.2 s on mobile', 'Payment errors below 0.3%', 'Apple Pay and Google Pay live'], note: 'Adding wallet payments now that the provider contract is signed.' },
  }),
  g('payments', 'emma', 'ship', 'Build in-app payments for Trailhead', 'Card and wallet payments in the app; PCI review passed', { trend: 'slipping', followers: ['daniel'] }),
  g('maps', 'noah', 'ship', 'Build offline trail maps for Trailhead', 'Maps for 200 trails work offline; Map download under 30 s on 4G', { trend: 'at_risk', followers: ['daniel'] }),
  g('meetup', 'noah', null, 'Give a talk at the Chicago mobile meetup', 'Talk accepted; Slides reviewed by the team', { state: 'draft' }),
  g('interviews', 'mei', 'ship', 'Learn what hikers need from Trailhead', '20 user interviews; Top 5 findings shared with the team', { result: 'achieved', trend: 'strong' }),
  g('onboarding', 'mei', 'ship', 'Design an onboarding people finish', '80% of beta users finish onboarding; A usability test with 8 hikers'),
  g('testsuite', 'lucas', 'ship', 'Automate the release test suite', 'Regression suite runs in under 20 minutes; 90% of release checks automated', { state: 'review' }),
  g('cluster', 'zara', 'webshop', 'Move the web shop to the new cluster without downtime', 'Zero minutes of downtime; Hosting cost down 20%', {
    edit: { state: 'draft', title: 'Move the web shop to the new cluster by June 15', keyResults: ['Zero minutes of downtime', 'Hosting cost down 20%', 'Done by June 15'] },
  }),
  g('pages', 'ethan', 'webshop', 'Rebuild product pages for mobile', 'Mobile conversion from 1.8% to 2.4%; A Lighthouse score above 90', { trend: 'rising' }),
  g('midwest', 'jack', 'wholesale', 'Sign 15 outdoor retailers in the Midwest', '15 signed retailers; $450K in first-year bookings', { lag: 2 }),
  g('oregon', 'chloe', 'northwest', 'Open 12 accounts in Oregon and Washington', '12 new accounts; 3 flagship stores carry the Ridge line', { lag: 1 }),
  g('meetings', 'mateo', 'wholesale', 'Book 120 qualified meetings for the sales team', '120 qualified meetings; 30% of meetings become opportunities', { trend: 'rising' }),
  g('story', 'isabella', 'demand', 'Tell the Trailhead launch story', '12 trail guides published; A launch video with 200K views'),
  g('waitlist', 'omar', 'demand', 'Grow the Trailhead waitlist to 25,000', '25,000 sign-ups; Cost per sign-up under $1.50', { trend: 'slipping', followers: ['sofia'] }),
  g('packaging', 'ava', 'wholesale', 'Redesign our retail packaging', 'New packaging for the top 20 products; 30% less plastic', { state: 'shelved', note: 'Parking this until the app launch is done.' }),
  g('appbrand', 'ava', 'demand', 'Give Trailhead a look hikers love', 'App icon and store screenshots by May 15; A brand guide for the app'),
  g('reviews', 'ruby', 'retention', 'Run business reviews with our top 30 accounts', '30 business reviews held; An action plan for every account at risk', { lag: 3 }),
  g('response', 'samuel', 'support', 'Cut first response time to under 2 hours', 'First response under 2 hours; Fewer than 5% of tickets reopened', { lag: 1 }),
  g('golive', 'nina', 'retention', 'Get new accounts live in 10 days', 'Median time to go live of 10 days; Onboarding satisfaction of 95%', { state: 'review' }),
  g('helpcentre', 'diego', 'support', 'Build a help centre customers actually use', '40 articles published; 30% of questions answered without a ticket', { state: 'draft' }),
];

/** The previous quarter: mostly finalized, three goals nobody finalized, one shelved. */
export const PREVIOUS_GOALS: GoalPlan[] = [
  g('arr9', 'olivia', null, 'Reach $9.5M in annual recurring revenue', 'ARR from $8.1M to $9.5M; 25 new wholesale accounts', achieved({ trend: 'rising', followers: ['victor'] })),
  g('beta', 'olivia', null, 'Get Trailhead ready for a public beta', 'A beta build with maps and checkout; 300 beta testers signed up', missed({ followers: ['victor'] })),
  g('culture', 'olivia', null, 'Build a team that stays', 'Engagement survey for everyone; Regretted attrition below 6%', achieved()),

  g('budget', 'marcus', 'arr9', 'Set a budget every team can plan with', 'Budgets signed off by January 20; Monthly budget reviews with every VP', achieved()),
  g('firstweek', 'marcus', 'culture', 'Give every new hire a great first week', 'Onboarding plan for every role; New-hire survey score of 4.5', achieved({ trend: 'strong' })),
  g('uptime', 'daniel', 'arr9', 'Keep the web shop up through the winter sale', '99.9% uptime in January; No lost orders', achieved({ trend: 'strong' })),
  g('seniors', 'daniel', 'culture', 'Hire three senior engineers', '3 senior engineers signed; 2 of them started by March', { trend: 'at_risk', lag: 2 }),
  g('betabuild', 'daniel', 'beta', 'Build the Trailhead beta', 'Maps and checkout in the beta build; Crash-free sessions above 99%', missed()),
  g('accounts', 'sofia', 'arr9', 'Sign 25 new wholesale accounts', '25 signed accounts; $700K in first-year bookings', achieved({ trend: 'rising' })),
  g('audience', 'sofia', 'beta', 'Build an audience for Trailhead before the beta', '5,000 people on the waitlist; 10 trail guides published', achieved()),
  g('renewals', 'liam', 'arr9', 'Renew every wholesale contract due this quarter', '100% of due contracts renewed; No discounts above 5%', achieved()),
  g('csat', 'liam', 'arr9', 'Lift customer satisfaction to 90%', 'Satisfaction score of 90%; Survey after every ticket', missed({ trend: 'slipping' })),

  g('rollout', 'priya', 'budget', 'Roll out Trellis to every team', 'Every team sets goals in Trellis; Weekly check-ins from week 3', achieved({ trend: 'strong' })),
  g('newhires', 'hannah', 'firstweek', 'Write the new-hire onboarding plan', 'A plan for every department; Buddies for every new hire', achieved()),
  g('pipeline', 'tom', 'firstweek', 'Build a pipeline of senior engineers', '40 qualified candidates; 6 final interviews', missed()),
  g('audit', 'laura', 'budget', 'Finish the 2025 audit without findings', 'Audit signed by March 15; No material findings', achieved()),
  g('templates', 'ben', 'budget', 'Build budget templates for every department', 'One template for all departments; Actuals loaded every month', achieved()),
  g('drones', 'kenji', 'budget', 'Pilot drone stock counts in the warehouse', 'Count one aisle a day by drone; Count accuracy of 99.5%', { state: 'shelved', note: 'The vendor pulled out; shelving until we find another.' }),
  g('errors', 'emma', 'uptime', 'Halve checkout errors during the winter sale', 'Checkout errors from 0.8% to 0.4%; Alerts on every payment failure', { trend: 'rising', lag: 1 }),
  g('betamaps', 'noah', 'betabuild', 'Build trail maps for the beta', 'Maps for 50 trails; Offline mode prototype', missed()),
  g('betadesign', 'mei', 'betabuild', 'Design the Trailhead beta', 'Clickable prototype tested with 10 hikers; Design system for the app', achieved()),
  g('loadtest', 'lucas', 'uptime', 'Load-test the shop for the winter sale', 'Load test at 5x normal traffic; Every bottleneck fixed before January 5', achieved()),
  g('alerting', 'zara', 'uptime', 'Set up alerting that wakes the right person', 'Alerts routed by service; No alert without a runbook', achieved({ trend: 'rising' })),
  g('signup', 'ethan', 'betabuild', 'Build the Trailhead beta sign-up page', 'Sign-up page live by February 1; 20% visitor-to-sign-up rate', achieved()),
  g('midwest10', 'jack', 'accounts', 'Sign 10 retailers in the Midwest', '10 signed retailers; $250K in first-year bookings', achieved({ trend: 'strong' })),
  g('oregon5', 'chloe', 'accounts', 'Win our first 5 accounts in Oregon', '5 signed accounts; A partner event in Portland', missed({ trend: 'slipping' })),
  g('meetings80', 'mateo', 'accounts', 'Book 80 qualified meetings', '80 qualified meetings; Response rate of 15% on outreach', achieved()),
  g('guides', 'isabella', 'audience', 'Publish 10 trail guides', '10 guides published; 50K guide readers', achieved()),
  g('waitlist5k', 'omar', 'audience', 'Get 5,000 people on the Trailhead waitlist', '5,000 sign-ups; Cost per sign-up under $2', { trend: 'rising' }),
  g('logo', 'ava', 'audience', 'Design the Trailhead logo', 'Logo chosen with 3 rounds of hiker feedback; App icon in 6 sizes', achieved()),
  g('largest', 'ryan', 'accounts', 'Renew our 10 largest wholesale contracts', '10 contracts renewed; Average contract up 8%', missed()),
  g('dueaccounts', 'ruby', 'renewals', 'Renew the 20 accounts due this quarter', '20 accounts renewed; Every renewal call logged', achieved()),
  g('backlog', 'samuel', 'csat', 'Answer 90% of tickets within a day', '90% of tickets answered within 24 hours; Backlog under 50 tickets', achieved({ trend: 'rising' })),
  g('playbook', 'nina', 'renewals', 'Write the onboarding playbook', 'A playbook for every product line; Reviewed by 5 customers', achieved()),
  g('cleanup', 'diego', 'csat', 'Clear the support backlog', 'Backlog from 400 to under 50 tickets; No ticket older than a week', missed()),
];

/** Comments on weekly statuses: `weeksBack` counts back from the goal's newest status. */
export const STATUS_NOTES: { quarter: 'current' | 'previous'; goal: string; weeksBack: number; by: string; body: string }[] = [
  { quarter: 'current', goal: 'trailhead', weeksBack: 0, by: 'olivia', body: 'The app store review flagged our location permissions. Daniel’s team is on it.' },
  { quarter: 'current', goal: 'ship', weeksBack: 0, by: 'daniel', body: 'We lost a week to the store rejection. Still aiming for June 12.' },
  { quarter: 'current', goal: 'ship', weeksBack: 0, by: 'olivia', body: 'Thanks for the heads-up. Tell me if you need help with Apple.' },
  { quarter: 'current', goal: 'maps', weeksBack: 0, by: 'noah', body: 'Tile downloads are too slow on 4G; trying vector tiles next.' },
  { quarter: 'current', goal: 'maps', weeksBack: 0, by: 'daniel', body: 'Let’s pair on it on Thursday.' },
  { quarter: 'current', goal: 'waitlist', weeksBack: 0, by: 'omar', body: 'Paid social got pricier, so I am moving budget to creators.' },
  { quarter: 'current', goal: 'arr', weeksBack: 3, by: 'olivia', body: 'A strong month from the Midwest team.' },
  { quarter: 'current', goal: 'fulfilment', weeksBack: 1, by: 'marcus', body: 'Carrier rates went up again; the 10% looks out of reach.' },
  { quarter: 'previous', goal: 'beta', weeksBack: 0, by: 'olivia', body: 'Maps are not ready. We carry them into the next quarter.' },
  { quarter: 'previous', goal: 'accounts', weeksBack: 3, by: 'sofia', body: 'Three deals signed this week!' },
];

/** Likelihood and quality at the first and the last status of a trend. */
export const TREND_SHAPES: Record<Trend, [from: [number, number], to: [number, number]]> = {
  steady: [[3, 3], [3, 3]],
  rising: [[2, 2], [4, 3]],
  strong: [[3, 3], [4, 4]],
  slipping: [[3, 3], [2, 2]],
  at_risk: [[2, 2], [1, 1]],
};

/** What owners write with their results and managers with their review, taken in turn. */
export const RESULT_TEXTS = {
  owner: {
    achieved: ['All key results met.', 'Done, a week ahead of plan.', 'Achieved; the last key result landed in the final week.', 'Every key result met, the first with room to spare.'],
    missed: ['Not achieved: we got about two thirds of the way.', 'Missed. The work was bigger than we planned for.', 'Not achieved; the rest carries into next quarter.'],
  },
  manager: {
    achieved: ['Agreed. Great work this quarter.', 'Agreed, and it showed in the numbers.', 'Well done, and thanks for the steady weekly updates.'],
    missed: ['Agreed. Good call to keep the scope honest.', 'Agreed; let’s plan the rest for next quarter.'],
  },
};

/** The company theme of each quarter. */
export const THEMES = { current: 'Focus on the customer', previous: 'Fewer things, done well' };
