import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_LAYERS, SERVER_PLATFORM, SERVER_TOP } from './layers.js';

// ARCHITECTURE.md's layer table is what people read; scripts/lint/layers.js is what lint enforces. They say the same.
const doc = readFileSync(join(import.meta.dirname, '..', '..', 'ARCHITECTURE.md'), 'utf8');
const section = doc.slice(doc.indexOf('## Server layers'), doc.indexOf('\n## ', doc.indexOf('## Server layers') + 1));
const rows = section
  .split('\n')
  .filter((line) => /^\| (ground floor|top|\d+) /.test(line))
  .map((line) => {
    const [layer = '', areas = ''] = line
      .split('|')
      .slice(1, 3)
      .map((cell) => cell.trim());
    return { layer, areas: [...areas.matchAll(/`([^`]+)`/g)].map((m) => m[1]) };
  });
const areasOf = (layer: string) => rows.find((r) => r.layer === layer)?.areas;

describe("ARCHITECTURE.md's server layer table", () => {
  it('names the ground floor lint knows', () => {
    expect(areasOf('ground floor')).toEqual(SERVER_PLATFORM);
  });

  it('numbers the layers as lint ranks them, lowest first', () => {
    const numbered = rows.filter((r) => /^\d+$/.test(r.layer));
    expect(numbered.map((r) => Number(r.layer))).toEqual(SERVER_LAYERS.map((_, i) => i + 1));
    expect(numbered.map((r) => r.areas)).toEqual(SERVER_LAYERS);
  });

  it('names the composition root lint knows', () => {
    expect(areasOf('top')).toEqual(SERVER_TOP);
  });
});
