import { describe, expect, it } from 'vitest';
import { actionOf, firstClause, subjectFrom, subjectOf } from './goal-words';

describe('firstClause', () => {
  it.each([
    ['We need to speed up vendor contract review.', 'speed up vendor contract review'],
    ['Fewer outages of the customer portal; the on-call team is small.', 'Fewer outages of the customer portal'],
    ['Help us stop phishing attacks', 'stop phishing attacks'],
    ['customer churn (currently 4% a month), mostly SMB', 'customer churn'],
    ['- 3 new partner integrations', '3 new partner integrations'],
    ['12 days to close the books', '12 days to close the books'],
    ['launch the "Atlas" app', 'launch the Atlas app'],
    ['', ''],
    [null, ''],
  ])('%j → %j', (text, clause) => expect(firstClause(text)).toBe(clause));
});

describe('subjectOf', () => {
  it.each([
    ['reduce outages', 'Product', 'reduce outages', 'down', null],
    ['Reducing outages', 'Product', 'reduce outages', 'down', null],
    ['payment failures', 'Product', 'cut payment failures', 'down', null],
    ['fewer outages of the portal', 'Legal', 'cut outages of the portal', 'down', null],
    ['more qualified leads', 'Marketing', 'grow qualified leads', 'up', null],
    ['NPS', 'Product', 'raise NPS', 'up', null],
    ['cut cloud costs by 15%', 'Information Technology', 'cut cloud costs', 'down', 'by 15%'],
    ['increase conversion to 8%', 'Sales', 'increase conversion', 'up', 'to 8%'],
    ['recruiting is slow', 'Human Resources', 'speed up recruiting', 'neutral', null],
    ['the month-end close takes 12 days', 'Accounting/Finance', 'speed up the month-end close', 'neutral', null],
    ['3 new partner integrations', 'Product', 'deliver 3 new partner integrations', 'neutral', null],
    ['onboarding time for new hires', 'Human Resources', 'cut onboarding time for new hires', 'down', null],
    ['vendor agreements for the EU launch', 'Legal', 'secure vendor agreements for the EU launch', 'neutral', null],
    ['Salesforce migration', 'Executive', 'advance salesforce migration', 'neutral', null],
    ['speed up quote review', 'Legal', 'speed up quote review', 'neutral', null],
    ['our customers keep saying that payments fail at checkout', 'Sales', 'cut failed payments at checkout', 'down', null],
    ['the team is small', 'Sales', null, null, null],
    // A statement of what a thing does to someone is about the thing (issue 28's walk: 'payment failures … cost us orders').
    ['Payment failures at checkout cost us orders every week', 'Information Technology', 'cut payment failures at checkout', 'down', null],
    ['slow product pages lose customers', 'Product', 'improve slow product pages', 'neutral', null],
    ['manual invoicing costs the team 40 hours a month', 'Accounting/Finance', 'improve manual invoicing', 'neutral', null],
    ['cloud cost is too high', 'Information Technology', 'cut cloud cost', 'down', null],
    ['cloud costs for the data platform', 'Information Technology', 'cut cloud costs for the data platform', 'down', null],
    ['Cut outages of the customer portal for good', 'Information Technology', 'cut outages of the customer portal', 'down', null],
    ['Launch the app together with the product team by the end of Q4 2026', 'Product', 'launch the app', 'neutral', null],
    ['Grow repeat orders by a fifth in Q3 2026', 'Sales', 'grow repeat orders', 'up', 'by a fifth'],
  ] as const)('%j (%s) → %j, %s, amount %j', (phrase, area, action, direction, amount) => {
    const s = subjectOf(phrase, area, true);
    expect(s && actionOf(s)).toBe(action);
    expect(s?.direction ?? null).toBe(direction);
    expect(s?.amount ?? null).toBe(amount);
  });
});

describe('subjectFrom', () => {
  it.each([
    [{ moreContext: 'reduce outages', parentTitle: 'Grow revenue' }, 'reduce outages', true],
    [{ moreContext: ' ', additionalContext: 'payment failures' }, 'cut payment failures', true],
    [{ moreContext: null, parentTitle: 'Double enterprise revenue by 2027' }, 'double enterprise revenue', false],
    [{ parentTitle: 'Grow repeat orders by a fifth' }, 'grow repeat orders', false],
    [{}, null, null],
  ])('%j → %j', (input, action, own) => {
    const s = subjectFrom(input, 'Sales');
    expect(s && actionOf(s)).toBe(action);
    expect(s?.own ?? null).toBe(own);
    if (s && !s.own) expect(s.amount).toBeNull();
  });
});
