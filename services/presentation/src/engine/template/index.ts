export { fillColoursUnder, slideLook } from './slide-look';
export { fillColours } from './fill-colours';
export { blend, showsPicture } from './translucent-fills';
export { runLook, textAnchor } from './text-colours';
export {
  BLACK,
  contrast,
  BODY_CONTRAST,
  isLargeText,
  LARGE_CONTRAST,
  toHex,
  WHITE,
} from './theme-colours';
export { analyzeTemplate, TemplateError } from './template-analysis';
export { EMU_PER_INCH, EMU_PER_POINT } from './emu';
export type { PartCache, Fill, SlideLook } from './slide-look';
export type { Artwork } from './free-area';
export type {
  Box,
  LayoutInfo,
  TemplateInfo,
  PlaceholderInfo,
  LevelStyle,
  SampleBullet,
} from './template-analysis';
export {
  clusters,
  collides,
  area,
  intersection,
  obstaclesFor,
  artworkInWay,
  clearArea,
  coveredShare,
  freeArea,
  texturePieces,
  union,
} from './free-area';
export { boxOf, decorationsOf, bodyPropertiesOf, isTurned } from './shape-geometry';
export type { Rgb } from './theme-colours';
export { sampleTextLevels, textStyle } from './text-styles';
export { hasUsableTextArea, usableTemplate } from './usable-layouts';
export type { SlidePrototype, PrototypeKind } from './slide-prototypes';
export type { RunStyle } from './sample-text-style';
export { BODIES, TITLES } from './slide-prototypes';
export { slideTextBoxes } from './slide-text-areas';
export { normalizeTemplate } from './template-normalize';
export { applyRunStyle } from './sample-text-style';
export { backgroundArtwork } from './background-artwork';
export { clearRectangles } from './clear-rectangles';
export { backdrop, bestColour, EMPHASIS, TEXT_COLOURS, worstContrast } from './readable-colour';
export { frameTemplate } from './framed-layouts';
