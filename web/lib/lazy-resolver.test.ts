import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazyResolver } from './lazy-resolver.ts';

const schema = z.object({ email: z.string().trim().pipe(z.email('Enter a valid email address')) });
type Values = z.infer<typeof schema>;

const options = { fields: {}, shouldUseNativeValidation: false } as const;
const check: Resolver<Values> = zodResolver(schema);

describe('lazyResolver', () => {
  it('loads the check once, on preload or at the first use, and answers with it', async () => {
    const load = vi.fn(() => Promise.resolve(check));
    const { resolver, preload } = lazyResolver<Values>(load);
    expect(load).not.toHaveBeenCalled();

    preload();
    preload();
    expect(await resolver({ email: ' sam@example.com ' }, undefined, options)).toEqual({
      values: { email: 'sam@example.com' },
      errors: {},
    });
    expect(await resolver({ email: 'nope' }, undefined, options)).toMatchObject({
      errors: { email: { message: 'Enter a valid email address' } },
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lets the form go unchecked when the check cannot load, and tries again next time', async () => {
    const load = vi
      .fn<() => Promise<Resolver<Values>>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(check);
    const { resolver, preload } = lazyResolver<Values>(load);

    preload(); // fails quietly
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(await resolver({ email: 'nope' }, undefined, options)).toMatchObject({
      errors: { email: { message: 'Enter a valid email address' } },
    });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('sends the values as typed when the check fails to load at submit', async () => {
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const { resolver } = lazyResolver<Values>(load);
    expect(await resolver({ email: 'nope' }, undefined, options)).toEqual({
      values: { email: 'nope' },
      errors: {},
    });
  });
});
