import { z } from 'zod';

export const Health = z.object({ Status: z.literal('ok') });
