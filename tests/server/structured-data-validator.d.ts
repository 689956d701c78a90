// Types for the structured-data validator and its extractor (both ship JavaScript only), as the
// server tests use them.
declare module '@marbec/web-auto-extractor' {
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: string[] });
    parse(html: string): { jsonld: Record<string, unknown[]>; errors: unknown[] };
  }
}

declare module '@adobe/structured-data-validator' {
  export interface ValidationIssue {
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    rootType: string;
    fieldNames?: string[];
  }
  /** Without the schema.org vocabulary it checks Google's rich-result rules for each type it knows. */
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(extracted: unknown): Promise<ValidationIssue[]>;
  }
}
