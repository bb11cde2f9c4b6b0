import type PptxGenJS from 'pptxgenjs';
import type { SlideOfKind } from '@deckforge/proto';
import { type Box, EMU_PER_INCH } from '../template';

/** Room between pictures, and below each for its caption (share of the cell). */
const GAP = 0.04;
const CAPTION_SHARE = 0.16;

export interface GridCell {
  picture: Box;
  caption?: Box;
}

/**
 * Cells for `count` pictures in `area`: the rows × columns arrangement that leaves the pictures
 * largest for their aspect ratios, each picture contained in its cell (aspect kept), with a
 * caption line under it when it has one.
 */
export function gridCells(
  area: Box,
  pictures: Array<{ width: number; height: number; captioned: boolean }>,
): GridCell[] {
  let best: { cells: GridCell[]; area: number } | undefined;
  for (let columns = 1; columns <= pictures.length; columns++) {
    const rows = Math.ceil(pictures.length / columns);
    const gapX = area.w * GAP;
    const gapY = area.h * GAP;
    const cellW = (area.w - gapX * (columns - 1)) / columns;
    const cellH = (area.h - gapY * (rows - 1)) / rows;
    let covered = 0;
    const cells = pictures.map((picture, index) => {
      const row = Math.floor(index / columns);
      // The last row is centred when it is not full.
      const inRow = row === rows - 1 ? pictures.length - row * columns : columns;
      const offset = ((columns - inRow) * (cellW + gapX)) / 2;
      const x = area.x + offset + (index % columns) * (cellW + gapX);
      const y = area.y + row * (cellH + gapY);
      const captionH = picture.captioned ? cellH * CAPTION_SHARE : 0;
      const room = { x, y, w: cellW, h: cellH - captionH };
      const box = contain(room, picture.width, picture.height);
      covered += box.w * box.h;
      return {
        picture: box,
        ...(captionH ? { caption: { x, y: box.y + box.h, w: cellW, h: captionH } } : {}),
      };
    });
    if (!best || covered > best.area) best = { cells, area: covered };
  }
  return best!.cells;
}

export function drawPictureGrid(
  slide: PptxGenJS.Slide,
  planned: SlideOfKind<'picture-grid'>,
  area: Box,
  pathOf: (blobKey: string) => string,
  font?: string,
): void {
  const cells = gridCells(
    area,
    planned.pictures.map((entry) => ({
      width: entry.picture.width,
      height: entry.picture.height,
      captioned: !!entry.caption,
    })),
  );
  for (const [index, entry] of planned.pictures.entries()) {
    const cell = cells[index];
    slide.addImage({
      path: pathOf(entry.picture.blobKey),
      altText: entry.altText,
      ...inches(cell.picture),
    });
    if (entry.caption && cell.caption)
      slide.addText(entry.caption, {
        ...inches(cell.caption),
        fontSize: 12,
        align: 'center',
        valign: 'top',
        fit: 'shrink',
        color: 'tx1',
        ...(font ? { fontFace: font } : {}),
      });
  }
}

/** The largest box of the given aspect ratio inside `area`, centred; at most `maxSide` wide. */
export function contain(area: Box, width: number, height: number, maxSide = Infinity): Box {
  const scale = Math.min(area.w / width, area.h / height, maxSide / Math.max(width, height));
  const w = width * scale;
  const h = height * scale;
  return { x: area.x + (area.w - w) / 2, y: area.y + (area.h - h) / 2, w, h };
}

export const inches = (box: Box) => ({
  x: box.x / EMU_PER_INCH,
  y: box.y / EMU_PER_INCH,
  w: box.w / EMU_PER_INCH,
  h: box.h / EMU_PER_INCH,
});
