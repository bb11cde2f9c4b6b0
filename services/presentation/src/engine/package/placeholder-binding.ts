import type { Document, Element } from '@xmldom/xmldom';
import { attribute, children, descendants, path, removeAll } from '../../ooxml/xml';
import type { LayoutUse } from '../layout';
import { type Box, type PlaceholderInfo } from '../template';

/**
 * Step 2 of rendering: points the text placeholders pptxgenjs wrote at the chosen layout's
 * placeholders (by type and idx) and removes everything that would override the template —
 * position and size, bullet suppression, zero indents, black text — so that geometry, fonts,
 * colours and bullet styles come from the template. A picture is bound to the layout's
 * picture placeholder. A placeholder the layout lacks becomes a plain text box in `fallback`.
 */
export function bindToLayout(slide: Document, use: LayoutUse, fallback: Box): void {
  for (const ph of descendants(slide, 'p:ph')) {
    const shape = ph.parentNode?.parentNode?.parentNode as Element | null;
    if (!shape || shape.nodeName !== 'p:sp') continue;
    const target = attribute(ph, 'type') === 'title' ? use.title : use.body;
    if (!target) {
      ph.parentNode!.removeChild(ph);
      setBox(slide, shape, fallback);
      continue;
    }
    rebind(ph, target);
    const shapeProperties = path(shape, 'p:spPr');
    if (shapeProperties) removeAll(children(shapeProperties));
    // Placed in the free part of the placeholder, or where a prototype slide has its text.
    if (target.placed && target.box) setBox(slide, shape, target.box);
    const bodyProperties = path(shape, 'p:txBody', 'a:bodyPr');
    for (const name of Array.from(bodyProperties?.attributes ?? []).map((a) => a.name))
      bodyProperties!.removeAttribute(name);
    // The text was measured to fit: no autofit on top (LibreOffice's shrinks text that fits,
    // by half with paragraph spacing after, see docs/decisions.md "Templates from the wild").
    if (bodyProperties) {
      removeAll(
        ['a:normAutofit', 'a:spAutoFit', 'a:noAutofit'].flatMap((name) =>
          children(bodyProperties, name),
        ),
      );
      const none = slide.createElementNS(bodyProperties.namespaceURI, 'a:noAutofit');
      // Schema order: prstTxWarp, autofit, scene3d, sp3d, flatTx, extLst.
      const after = children(bodyProperties).find((c) => c.nodeName !== 'a:prstTxWarp') ?? null;
      bodyProperties.insertBefore(none, after);
    }
  }
  for (const paragraph of descendants(slide, 'a:pPr')) {
    if (attribute(paragraph, 'marL') === '0' && attribute(paragraph, 'indent') === '0') {
      paragraph.removeAttribute('marL');
      paragraph.removeAttribute('indent');
      removeAll(children(paragraph, 'a:buNone'));
    }
  }
  for (const run of descendants(slide, 'a:rPr')) {
    for (const fill of children(run, 'a:solidFill'))
      if (attribute(path(fill, 'a:srgbClr'), 'val') === '000000') run.removeChild(fill);
  }
  if (use.picture) bindPicture(slide, use.picture);
}

/**
 * Right-to-left text (Arabic, Hebrew): every paragraph runs right to left and is aligned right.
 * With `readingOrder` false (a right-to-left template, a left-to-right text) paragraphs are
 * aligned right as the template means but keep their left-to-right reading order, so that
 * numbers and punctuation of English text stay where they belong. Centred title slides stay
 * centred.
 */
export function rightToLeft(slide: Document, readingOrder = true): void {
  for (const shape of descendants(slide, 'p:sp')) {
    const type = attribute(path(shape, 'p:nvSpPr', 'p:nvPr', 'p:ph'), 'type');
    const centred = type === 'ctrTitle' || type === 'subTitle';
    for (const paragraph of descendants(shape, 'a:p')) {
      let properties = path(paragraph, 'a:pPr');
      if (!properties) {
        properties = slide.createElementNS(paragraph.namespaceURI, 'a:pPr');
        paragraph.insertBefore(properties, paragraph.firstChild);
      }
      properties.setAttribute('rtl', readingOrder ? '1' : '0');
      if (!centred) properties.setAttribute('algn', 'r');
    }
  }
}

function rebind(ph: Element, target: PlaceholderInfo) {
  for (const name of ['type', 'idx', 'hasCustomPrompt', 'sz', 'orient'])
    if (ph.hasAttribute(name)) ph.removeAttribute(name);
  if (target.rawType) ph.setAttribute('type', target.rawType);
  if (target.idx !== undefined) ph.setAttribute('idx', target.idx);
}

/** The first plain picture (not a video or audio frame) fills the layout's picture placeholder. */
function bindPicture(slide: Document, target: PlaceholderInfo) {
  for (const nonVisual of descendants(slide, 'p:nvPicPr')) {
    const properties = path(nonVisual, 'p:nvPr');
    if (!properties) continue;
    const isMedia =
      descendants(properties, 'a:videoFile').length > 0 ||
      descendants(properties, 'a:audioFile').length > 0;
    if (isMedia || path(properties, 'p:ph')) continue;
    const ph = slide.createElementNS(properties.namespaceURI, 'p:ph');
    ph.setAttribute('type', 'pic');
    if (target.idx !== undefined) ph.setAttribute('idx', target.idx);
    properties.insertBefore(ph, properties.firstChild);
    return;
  }
}

/** Gives a shape an explicit position and size (EMU). */
function setBox(slide: Document, shape: Element, box: Box) {
  let properties = path(shape, 'p:spPr');
  if (!properties) {
    properties = slide.createElementNS(shape.namespaceURI, 'p:spPr');
    shape.appendChild(properties);
  }
  removeAll(children(properties, 'a:xfrm'));
  const ns = 'http://schemas.openxmlformats.org/drawingml/2006/main';
  const xfrm = slide.createElementNS(ns, 'a:xfrm');
  const offset = slide.createElementNS(ns, 'a:off');
  offset.setAttribute('x', String(Math.round(box.x)));
  offset.setAttribute('y', String(Math.round(box.y)));
  const extent = slide.createElementNS(ns, 'a:ext');
  extent.setAttribute('cx', String(Math.round(box.w)));
  extent.setAttribute('cy', String(Math.round(box.h)));
  xfrm.appendChild(offset);
  xfrm.appendChild(extent);
  properties.insertBefore(xfrm, properties.firstChild);
}
