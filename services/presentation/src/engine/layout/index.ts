export { reportTemplate, unusableReport } from './template-report';
export type { LayoutChoice, LayoutUse } from './layout-choice';
export { twoColumnUse } from './column-layout';
export { chooseLayouts } from './layout-choice';
export { fillsBox, slideLayout } from './slide-layout';
