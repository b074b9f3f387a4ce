/**
 * CRC-32 of joined data from the CRCs of its parts, as zlib's crc32_combine does: the CRC of
 * A then B is the CRC of A shifted past B's length (multiplied by x^(8·|B|) modulo the
 * polynomial), plus the CRC of B. A cached page's fixed chunks are then checksummed once,
 * and each response only checksums its few token bytes.
 */
const POLYNOMIAL = 0xedb88320;

/** a·b modulo the CRC polynomial, in zlib's reflected bit order. */
function multiplyModP(a: number, b: number): number {
  let product = 0;
  let factor = b >>> 0;
  for (let mask = 0x80000000; mask !== 0; mask >>>= 1) {
    if (a & mask) {
      product ^= factor;
      if ((a & (mask - 1)) === 0) break;
    }
    factor = factor & 1 ? (factor >>> 1) ^ POLYNOMIAL : factor >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo the polynomial, for k = 0..31. */
const POWERS: number[] = [0x40000000];
for (let k = 1; k < 32; k++) {
  const previous = POWERS[k - 1] as number;
  POWERS.push(multiplyModP(previous, previous));
}

/** The operator that shifts a CRC past `length` bytes: x^(8·length) modulo the polynomial. */
export function crc32Shift(length: number): number {
  let power = 0x80000000;
  // 8·length = length << 3: start three powers up.
  for (let n = length, k = 3; n > 0; n = Math.floor(n / 2), k++) {
    if (n % 2 === 1) power = multiplyModP(POWERS[k % 32] as number, power);
  }
  return power;
}

/** The CRC-32 of A then B, given A's CRC, B's CRC and crc32Shift(|B|). */
export function crc32Combine(crcA: number, crcB: number, shiftB: number): number {
  return (multiplyModP(shiftB, crcA) ^ crcB) >>> 0;
}
