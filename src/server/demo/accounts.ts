/** The demo company's sign-ins, printed at start and used by the end-to-end tests. */
export const DEMO_SUBDOMAIN = 'demo';
export const DEMO_PASSWORD = 'Trellis!2026';
export const DEMO_ACCOUNTS = {
  ceo: 'olivia.hart@northwind.example',
  orgAdmin: 'marcus.reed@northwind.example',
  goalAdmin: 'priya.shah@northwind.example',
  hrAdmin: 'hannah.lee@northwind.example',
  manager: 'daniel.cho@northwind.example',
  contributor: 'emma.fischer@northwind.example',
  observer: 'victor.obi@northwind.example',
} as const;
