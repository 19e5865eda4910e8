// The types of layers.js, for the TypeScript tests that read its lists (db/table-owners.test.ts, layers-doc.test.ts).
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
export declare const SERVER_LAYERS: string[][];
export declare const SERVER_PLATFORM: string[];
export declare const SERVER_TOP: string[];
export declare const TEST_KITS: string[];
export declare const WEB_PARTS: string[];
export declare const SCRIPTS_MEASURING_INTERNALS: string;
export declare function placeOf(root: string, file: string): Place;
export declare function layerViolation(from: Place, to: Place): string | null;
