export {
  FontMeasurer,
  levelMargin,
  levelSize,
  textHeight,
  AverageGlyphMeasurer,
  fitsFrame,
} from './text-measure';
export { placeholderText, FONT_FLOORS, framesOf, HEADROOM, sizeOf } from './text-frames';
export { fitPlan } from './text-fit';
export type { Paragraph, TextFrame, TextMeasurer } from './text-measure';
export { SCALE_STEP } from './deck-scale';
