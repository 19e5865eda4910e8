import fc from 'fast-check';

/** The part of JSON Schema (OpenAPI 3.0 flavour) that the API document uses. */
export type JsonSchema = {
  type?: 'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean';
  format?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minItems?: number;
  maxItems?: number;
  description?: string;
  default?: unknown;
};

/**
 * Values a field of a known name must hold to pass the contract's refinements, which JSON Schema cannot
 * say (an address, a colour, a time zone). A generated valid body uses them, so it reaches the service.
 */
const KNOWN_VALUES: Record<string, unknown> = {
  Email: 'someone@example.com',
  userName: 'someone@example.com',
  Url: 'https://example.com/',
  LinkedinUrl: 'https://www.linkedin.com/in/someone',
  VideoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  PrimaryColor: '#1f6feb',
  TimeZone: 'UTC',
  Password: 'Sup3r$ecret!',
  NewPassword: 'An0ther$ecret!',
  password: 'Sup3r$ecret!',
  PhoneNumber: '+44 20 7946 0000',
  GoalSelectFilter: 'CompanyGoals',
  GoalStates: ['approved'],
  DueDate: '2026-06-01',
  EffectiveDate: '2026-01-01',
  // A calibration's deadline: a day that is never past (issue 34).
  Deadline: '2099-12-31',
  // A key result's currency code and weight (above 0, which JSON Schema's exclusiveMinimum says but the values here don't).
  Currency: 'EUR',
  Weight: 1,
};

/** An arbitrary of values the schema accepts (plus the contract's refinements for the names above). */
export function validValues(schema: JsonSchema, name?: string): fc.Arbitrary<unknown> {
  if (name !== undefined && name in KNOWN_VALUES) return withNull(schema, fc.constant(KNOWN_VALUES[name]));
  return withNull(schema, bare(schema));
}

const withNull = (schema: JsonSchema, arb: fc.Arbitrary<unknown>) =>
  schema.nullable ? fc.oneof({ weight: 4, arbitrary: arb }, { weight: 1, arbitrary: fc.constant(null) }) : arb;

function bare(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((s) => validValues(s)));
  switch (schema.type) {
    case 'object':
      return objectOf(schema);
    case 'array':
      return fc.array(validValues(schema.items ?? {}), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 5, 5) });
    case 'string':
      if (schema.format === 'date-time')
        return fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
      return fc
        .string({ minLength: Math.max(schema.minLength ?? 0, 1), maxLength: Math.min(schema.maxLength ?? 40, 40) })
        .filter((s) => s.trim().length > 0);
    case 'integer':
    case 'number': {
      const min = (schema.minimum ?? 0) + (schema.exclusiveMinimum === true ? 1 : 0);
      return fc.integer({ min, max: Math.min(schema.maximum ?? min + 1000, min + 1000) });
    }
    case 'boolean':
      return fc.boolean();
    default:
      return fc.constant('x');
  }
}

function objectOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const record = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, validValues(value, key)]));
  return fc.record(record, { requiredKeys: (schema.required ?? []).filter((k) => k in properties) });
}

/** One valid value, the same for the same seed. */
export const exampleOf = (schema: JsonSchema, seed: number): unknown => fc.sample(validValues(schema), { seed, numRuns: 1 })[0];

/** A value with every property present (optional ones too), so that every id field is filled. */
export function fullExampleOf(schema: JsonSchema, seed: number): unknown {
  return fc.sample(fullValues(schema), { seed, numRuns: 1 })[0];
}

function fullValues(schema: JsonSchema, name?: string): fc.Arbitrary<unknown> {
  if (schema.type !== 'object' || !schema.properties || (name !== undefined && name in KNOWN_VALUES)) {
    return name !== undefined && name in KNOWN_VALUES ? fc.constant(KNOWN_VALUES[name]) : bare(schema);
  }
  return fc.record(Object.fromEntries(Object.entries(schema.properties).map(([key, value]) => [key, fullValues(value, key)])));
}
