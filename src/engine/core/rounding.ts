/** OpenFisca rounds with numpy (`round_`): an exact half goes to the even neighbour (350.5 → 350, 351.5 → 352) */
export function roundHalfEven(x: number): number {
  const r = Math.round(x);
  return Math.abs(x % 1) === 0.5 && r % 2 !== 0 ? r - 1 : r;
}

/** numpy's `round_(x, decimals)`: scaled, rounded half to even, scaled back */
export const roundHalfEvenTo = (x: number, decimals: number): number => {
  const scale = 10 ** decimals;
  return roundHalfEven(x * scale) / scale;
};
