/** What each random draw of a split is for; with the level and child slot it makes the tag. */
export const enum Draw {
  Step,
  ExtremeSlots,
  HighDepth,
  LowDepth,
  ChildMax,
  ChildMin,
  ChildVol,
  Weight,
  HighSide,
  LowSide,
}

/** Distinct tags for (level, purpose, slot); slots < 64, levels < 16. */
export const tag = (level: number, draw: Draw, slot: number) => (level << 12) | (draw << 6) | slot;
