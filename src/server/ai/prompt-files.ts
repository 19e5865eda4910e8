import { readFileSync } from 'node:fs';

// One prompt file per call (issue 16), read once at start-up; `{{name}}` places are filled by `fill`.

/** Reads `prompts/<name>.txt` beside the module whose `import.meta.url` is given. */
export const promptReader = (moduleUrl: string) => (name: string) =>
  readFileSync(new URL(`./prompts/${name}.txt`, moduleUrl), 'utf8').trim();

/** A template with its places filled in one pass (a value holding `{{…}}` stays as written); a missing value throws. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`The prompt needs a value for {{${name}}}`);
    return value;
  });
}
