// messages: company (company info and branding, its own AI model, new companies on the command line)
const company = {
  noCompany: 'No company uses this address.',
  field: {
    hexColour: 'Enter a colour as six hex digits, e.g. E3AB24.',
    aiModelRequired: 'Enter the model’s name, e.g. gpt-4o-mini or llama3.1:8b.',
  },
  // The command line's new company (src/contract/admin.ts).
  create: {
    subdomainShape: 'A subdomain has 1–63 letters, digits or hyphens.',
    subdomainReserved: 'This subdomain is reserved.',
    nameRequired: 'A company name is required.',
    ceoNameRequired: 'A CEO name is required.',
    effectiveDate: 'The effective date must be YYYY-MM-DD.',
    unknownTimeZone: 'Unknown time zone; use a name such as "Central Time (US & Canada)".',
  },
  // Provisioning tokens (SCIM) in the company drawer (src/server/scim/token-service.ts, src/contract/scim.ts).
  scim: {
    nameRequired: 'Name the token, e.g. after the provider that uses it.',
    notFound: 'This token was not found.',
    revoked: 'The token {{name}} has been revoked.',
  },
};
export default company;
