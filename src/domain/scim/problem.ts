/** SCIM's own error kinds (RFC 7644 §3.12) that Trellis answers. */
export type ScimType = 'invalidFilter' | 'invalidValue' | 'invalidSyntax' | 'uniqueness' | 'mutability' | 'noTarget';

/** A request SCIM's rules refuse: the status and scimType of its error answer, and a sentence for the provider's log. */
export class ScimProblem extends Error {
  constructor(
    readonly status: 400 | 401 | 404 | 409 | 429,
    readonly scimType: ScimType | null,
    detail: string,
  ) {
    super(detail);
  }
}

export const invalidValue = (detail: string) => new ScimProblem(400, 'invalidValue', detail);
