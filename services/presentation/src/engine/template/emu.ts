/** English Metric Units: 914,400 per inch, 12,700 per point. */
export const EMU_PER_INCH = 914_400;
export const EMU_PER_POINT = 12_700;
