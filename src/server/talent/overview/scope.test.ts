import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { createTestDatabase } from '../../testing/test-db';
import { rescale } from '../../../domain/talent/ratings';
import { rescaled } from './scope';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

// Every rating a stored scale can hold, read on each scale a company can have today.
const cases = [1, 3, 5].flatMap((from) => [3, 5].flatMap((to) => Array.from({ length: from }, (_, i) => [i + 1, from, to] as const)));

describe('the matrix filter reads a stored rating on today’s scale as the domain does', () => {
  it.each(cases)('rating %i of %i read on %i', async (rating, from, to) => {
    const [row] = await queryRows<{ value: number }>(
      database.db,
      sql`SELECT ${rescaled(sql`a.rating`, to)} AS value FROM (SELECT ${rating}::int AS rating, ${from}::int AS rating_scale) a`,
    );
    expect(Number(row!.value)).toBe(rescale(rating, from, to));
  });
});
