import type { Element } from '@xmldom/xmldom';
import { children, path } from '../../ooxml/xml';
import { EMU_PER_POINT, type LevelStyle, type SampleBullet } from '../template';

/** What a point is drawn with where the template shows lists but no bullet of their own. */
const PLAIN: SampleBullet[] = [
  { char: '•', font: 'Arial' },
  { char: '–', font: 'Arial' },
];
/** A bullet's hanging indent where the template gives none, as a fraction of the text size. */
const HANG = 0.9;
/** Bullets need this much margin (fraction of the text size), else the level is plain text. */
const ROOM = 0.5;
const BULLETS = ['a:buNone', 'a:buChar', 'a:buAutoNum', 'a:buBlip'];
/** Elements a:pPr keeps after its bullet (schema order). */
const AFTER = ['a:tabLst', 'a:defRPr', 'a:extLst'];

/**
 * A point's bullet where its level's list style gives none a slide inherits. LibreOffice's
 * exports set their bullets on the master's sample text only, so their points were drawn
 * indented with nothing in front. The sample text's bullet is drawn then (in the text's
 * colour: the sample's may be an accent that does not read where the text is), else a dot
 * ("–" for sub-points). A level the owner's list style sets without bullets stays so unless
 * the sample text shows one there; one the sample text shows without bullets stays so too.
 */
export function levelBullet(
  properties: Element,
  style: LevelStyle | undefined,
  level: number,
  text: { marginPt: number; sizePt: number },
): void {
  if (BULLETS.some((name) => path(properties, name))) return;
  const bullet = bulletOf(style, level);
  if (!bullet || text.marginPt < ROOM * text.sizePt) return;
  const hanging = Math.min(Math.abs(bullet.indentPt ?? HANG * text.sizePt), text.marginPt);
  if (!properties.hasAttribute('indent'))
    properties.setAttribute('indent', String(-Math.round(hanging * EMU_PER_POINT)));
  const document = properties.ownerDocument!;
  const after = children(properties).find((child) => AFTER.includes(child.nodeName)) ?? null;
  const add = (name: string, attributes: Record<string, string>) => {
    const element = document.createElementNS(properties.namespaceURI, name);
    for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
    properties.insertBefore(element, after);
  };
  if (bullet.size) add('a:buSzPct', { val: String(Math.round(bullet.size * 100_000)) });
  if (bullet.font) add('a:buFont', { typeface: bullet.font });
  add('a:buChar', { char: bullet.char });
}

function bulletOf(style: LevelStyle | undefined, level: number): SampleBullet | undefined {
  const sample = style?.sampleBullet;
  if (sample === 'none' || style?.bullet === 'shown') return undefined;
  if (sample) return sample;
  return style?.bullet === 'none' ? undefined : PLAIN[Math.min(level, PLAIN.length - 1)];
}
