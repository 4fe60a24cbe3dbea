import { describe, expect, it } from 'vitest';

describe('zod configuration', () => {
  it('runs zod jitless (the page forbids eval), set before zod loads', async () => {
    await import('./zod-config');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
    const { z } = await import('zod');
    expect(z.object({ name: z.string() }).safeParse({ name: 'Мария' }).success).toBe(true);
  });
});
