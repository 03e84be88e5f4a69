import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L: easy to read over the phone. 31 symbols, 8 of them: about 8.5e11 values. */
export const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERENCE_PATTERN = /^FR-[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/;

/** A random, unguessable reference like FR-7KQ2M9XD (crypto RNG, uniform over the alphabet). */
export function generateReferenceNumber(): string {
  let out = 'FR-';
  for (let i = 0; i < 8; i += 1) out += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return out;
}

/** Normalises what a user typed (case, spaces) so lookups forgive both. */
export function normalizeReference(input: string): string {
  return input.trim().toUpperCase();
}
