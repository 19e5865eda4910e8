import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig, serverSecret } from '../../config';
import { createKeyBox, KeyBoxError } from './key-box';

const SECRET = 'a-server-secret-of-at-least-32-characters';
const KEY = 'sk-proj-0123456789abcdefghijklmnopqrstuvwxyz';

describe('the key box', () => {
  const box = createKeyBox(SECRET);

  it('seals a key as v1.<iv>.<tag>.<data> in base64url, never the key itself, and opens it again', () => {
    const sealed = box.seal(KEY);
    expect(sealed).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(sealed).not.toContain(KEY);
    expect(box.open(sealed)).toBe(KEY);
    expect(createKeyBox(() => SECRET).open(sealed)).toBe(KEY);
  });

  it('seals the same key differently each time (a fresh IV)', () => {
    expect(box.seal(KEY)).not.toBe(box.seal(KEY));
  });

  it('refuses a tampered box', () => {
    const [version, iv, tag, data] = box.seal(KEY).split('.') as [string, string, string, string];
    const flipped = Buffer.from(data, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => box.open([version, iv, tag, flipped.toString('base64url')].join('.'))).toThrow(KeyBoxError);
    expect(() => box.open([version, iv, tag.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')), data].join('.'))).toThrow(KeyBoxError);
    expect(() => box.open(['v2', iv, tag, data].join('.'))).toThrow(KeyBoxError);
    expect(() => box.open('not a box')).toThrow(KeyBoxError);
  });

  it('does not open with another secret', () => {
    const sealed = box.seal(KEY);
    expect(() => createKeyBox('another-server-secret-of-32-characters!').open(sealed)).toThrow(KeyBoxError);
  });
});

describe('the server secret', () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'trellis-secret-'));
    dirs.push(dir);
    return join(dir, 'data');
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('is SECRET_KEY when set, and makes no file', () => {
    const dir = dataDir();
    expect(serverSecret(loadConfig({ SECRET_KEY: SECRET, DATA_DIR: dir }))).toBe(SECRET);
    expect(() => statSync(join(dir, 'secret.key'))).toThrow();
  });

  it('is made once in DATA_DIR/secret.key (mode 0600) without SECRET_KEY, and read on later starts', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    const first = serverSecret(config);
    const file = join(config.dataDir, 'secret.key');
    expect(Buffer.from(first, 'base64url')).toHaveLength(32);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(serverSecret(loadConfig({ DATA_DIR: config.dataDir }))).toBe(first);
  });

  it('refuses a SECRET_KEY shorter than 32 characters in one line', () => {
    expect(() => loadConfig({ SECRET_KEY: 'short' })).toThrow('Invalid configuration: SECRET_KEY must be at least 32 characters');
  });
});
