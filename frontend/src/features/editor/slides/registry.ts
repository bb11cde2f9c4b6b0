import { ChartEditor, MediaEditor, TableSlideEditor } from './DataKinds';
import type { KindEditors } from './kindEditor';
import { PictureEditor, PictureGridEditor } from './PictureKinds';
import {
  BigNumberEditor,
  BulletsEditor,
  ClosingEditor,
  SectionEditor,
  StatementEditor,
  TitleEditor,
  TwoColumnsEditor,
} from './TextKinds';

/** The fields each slide kind has, by proto's kinds (docs/decisions.md, "Editing decks"). */
export const SLIDE_EDITORS: KindEditors = {
  title: TitleEditor,
  section: SectionEditor,
  bullets: BulletsEditor,
  'two-columns': TwoColumnsEditor,
  statement: StatementEditor,
  'big-number': BigNumberEditor,
  picture: PictureEditor,
  'picture-grid': PictureGridEditor,
  table: TableSlideEditor,
  chart: ChartEditor,
  media: MediaEditor,
  closing: ClosingEditor,
};
