// A small seeded generator (mulberry32): the same seed gives the same demo business every time.
import { randomBytes } from 'node:crypto';

export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.next() * list.length)]!;
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  hex(length: number): string {
    let out = '';
    while (out.length < length) out += Math.floor(this.next() * 0x100000000).toString(16).padStart(8, '0');
    return out.slice(0, length);
  }

  letters(length: number): string {
    let out = '';
    for (let i = 0; i < length; i += 1) out += String.fromCharCode(65 + this.int(0, 25));
    return out;
  }
}

/** Where credentials come from: a seeded stream (tests, `npm run sandbox`) or the system's CSPRNG (a desk's demo). */
export interface SecretSource {
  hex(length: number): string;
}

/** Credentials no other install shares: crypto random, never derived from the seed. */
export const privateSecrets: SecretSource = {
  hex: (length) => randomBytes(Math.ceil(length / 2)).toString('hex').slice(0, length),
};
