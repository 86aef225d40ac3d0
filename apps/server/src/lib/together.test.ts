import { describe, expect, it } from 'vitest';
import { together } from './together';

const after = <T>(ms: number, value: T) =>
  new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));
const failAfter = (ms: number, message: string) =>
  new Promise<never>((_, reject) => setTimeout(() => reject(new Error(message)), ms));

describe('together', () => {
  it('answers every value in the order given, whichever settles first', async () => {
    expect(await together([after(30, 'a'), after(1, 2), after(10, null)])).toEqual(['a', 2, null]);
  });

  it('throws the first failure in the order given, not the first to happen', async () => {
    await expect(
      together([failAfter(30, 'the post'), failAfter(1, 'the parent'), after(1, [])]),
    ).rejects.toThrow('the post');
    await expect(together([after(1, 'post'), failAfter(5, 'the parent')])).rejects.toThrow(
      'the parent',
    );
  });
});
