/*
 * Imperial and metric measures of length and area, converted one way and the other. Shared by
 * browser and server.
 */

/** Square feet in one square metre (0.3048 m to the foot, exactly). */
export const SQUARE_FEET_PER_SQUARE_METRE = 1 / (0.3048 * 0.3048);

/** Feet in one metre. */
export const FEET_PER_METRE = 1 / 0.3048;

/** A number rounded to `digits` places after the point, its binary noise left behind (1.005 → 1.01). */
export function roundTo(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round((value + Number.EPSILON * Math.abs(value)) * factor) / factor;
}

/** Square feet as square metres, to the hundredth. */
export const squareMetresOf = (squareFeet: number) => roundTo(squareFeet / SQUARE_FEET_PER_SQUARE_METRE, 2);

/** Square metres as square feet, to the hundredth. */
export const squareFeetOf = (squareMetres: number) => roundTo(squareMetres * SQUARE_FEET_PER_SQUARE_METRE, 2);
