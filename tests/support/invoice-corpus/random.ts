/** mulberry32 over a mixed seed: neighbouring seeds give unrelated sequences. */
function mulberry32(seed: number): () => number {
  let state = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ 0xc2b2ae35;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A seeded random source with the small helpers the corpus model needs. */
export class Rng {
  private readonly next: () => number;

  constructor(seed: number) {
    this.next = mulberry32(seed);
    for (let i = 0; i < 3; i++) this.next();
  }

  float(): number {
    return this.next();
  }

  /** An integer in [low, high], both included. */
  int(low: number, high: number): number {
    return low + Math.floor(this.next() * (high - low + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(values: readonly T[]): T {
    if (values.length === 0) throw new Error("pick from an empty list");
    return values[Math.floor(this.next() * values.length)] as T;
  }

  digits(count: number): string {
    let out = String(this.int(1, 9));
    while (out.length < count) out += String(this.int(0, 9));
    return out;
  }

  letters(count: number, alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ"): string {
    return Array.from({ length: count }, () => this.pick(alphabet.split(""))).join("");
  }

  hex(count: number): string {
    return Array.from({ length: count }, () => this.pick("0123456789ABCDEF".split(""))).join("");
  }

  shuffle<T>(values: readonly T[]): T[] {
    const out = [...values];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  }
}
