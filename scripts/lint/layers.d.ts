// Types of layers.js for the TypeScript tests that read the layering (db/table-owners.test.ts).
export type Place = {
  path: string;
  isTest: boolean;
  isFace: boolean;
  isPage: boolean;
  part: string;
  area?: string;
  rank?: number;
  faceOf?: string;
  feature?: string;
};
export const SERVER_LAYERS: string[][];
export const SERVER_PLATFORM: string[];
export const SERVER_TOP: string[];
export const TEST_KITS: string[];
export function placeOf(root: string, file: string): Place;
export function layerViolation(from: Place, to: Place): string | null;
