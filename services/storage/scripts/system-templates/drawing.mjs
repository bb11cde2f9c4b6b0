// DrawingML pieces shared by every part of a template: units, colours and fills, decorative
// shapes, paragraph styles and placeholders.

export const NS = {
  a: 'http://schemas.openxmlformats.org/drawingml/2006/main',
  r: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships',
  p: 'http://schemas.openxmlformats.org/presentationml/2006/main',
};

/** 16:9, 13.333 × 7.5 in. */
export const SLIDE = { widthIn: 13.333, heightIn: 7.5, cx: 12192000, cy: 6858000 };
const EMU_PER_INCH = 914400;
export const emu = (inches) => Math.round(inches * EMU_PER_INCH);

export const escapeXml = (text) =>
  String(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/* ---------- colours and fills ---------- */

/** `{scheme: 'accent1', alpha: 40, lumMod: 75, lumOff: 25, shade: 50, tint: 50}` or `{srgb}`. */
export function color(spec) {
  const mods = [
    spec.tint !== undefined && `<a:tint val="${spec.tint * 1000}"/>`,
    spec.shade !== undefined && `<a:shade val="${spec.shade * 1000}"/>`,
    spec.lumMod !== undefined && `<a:lumMod val="${spec.lumMod * 1000}"/>`,
    spec.lumOff !== undefined && `<a:lumOff val="${spec.lumOff * 1000}"/>`,
    spec.alpha !== undefined && `<a:alpha val="${spec.alpha * 1000}"/>`,
  ]
    .filter(Boolean)
    .join('');
  return spec.srgb
    ? `<a:srgbClr val="${spec.srgb}">${mods}</a:srgbClr>`
    : `<a:schemeClr val="${spec.scheme}">${mods}</a:schemeClr>`;
}

/**
 * `null` (no fill), a colour, `{gradient: [[pos%, colour], ...], angle}` (linear, degrees) or
 * `{radial: [[pos%, colour], ...]}` (from the centre out: soft glows with fading alpha).
 */
export function fill(spec) {
  if (!spec) return '<a:noFill/>';
  if (spec.radial) {
    const stops = spec.radial
      .map(([pos, stop]) => `<a:gs pos="${pos * 1000}">${color(stop)}</a:gs>`)
      .join('');
    return `<a:gradFill flip="none" rotWithShape="1"><a:gsLst>${stops}</a:gsLst><a:path path="circle"><a:fillToRect l="50000" t="50000" r="50000" b="50000"/></a:path><a:tileRect/></a:gradFill>`;
  }
  if (spec.gradient) {
    const stops = spec.gradient
      .map(([pos, stop]) => `<a:gs pos="${pos * 1000}">${color(stop)}</a:gs>`)
      .join('');
    return `<a:gradFill rotWithShape="1"><a:gsLst>${stops}</a:gsLst><a:lin ang="${(spec.angle ?? 90) * 60000}" scaled="0"/></a:gradFill>`;
  }
  return `<a:solidFill>${color(spec)}</a:solidFill>`;
}

export const line = (spec) =>
  spec
    ? `<a:ln w="${Math.round((spec.width ?? 1) * 12700)}"${spec.cap ? ` cap="${spec.cap}"` : ''}>${fill(spec.color)}${spec.dash ? `<a:prstDash val="${spec.dash}"/>` : ''}</a:ln>`
    : '<a:ln><a:noFill/></a:ln>';

export const background = (spec) =>
  spec ? `<p:bg><p:bgPr>${fill(spec)}<a:effectLst/></p:bgPr></p:bg>` : '';

/* ---------- shapes ---------- */

export const xfrm = ({ x, y, w, h, rot, flipH, flipV }) =>
  `<a:xfrm${rot ? ` rot="${Math.round(rot * 60000)}"` : ''}${flipH ? ' flipH="1"' : ''}${flipV ? ' flipV="1"' : ''}><a:off x="${emu(x)}" y="${emu(y)}"/><a:ext cx="${emu(w)}" cy="${emu(h)}"/></a:xfrm>`;

export const groupHeader =
  '<p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="0" cy="0"/><a:chOff x="0" y="0"/><a:chExt cx="0" cy="0"/></a:xfrm></p:grpSpPr>';

/**
 * A decorative shape: `{shape: 'rect' | 'ellipse' | 'line' | any preset, x, y, w, h, fill, line,
 * adjust: {adj: 50000}, softEdge: inches (feathered edge), text?: {value, size, color, font, bold,
 * align}}`.
 */
export function decoration(shape, id) {
  const adjust = shape.adjust
    ? Object.entries(shape.adjust)
        .map(([name, value]) => `<a:gd name="${name}" fmla="val ${value}"/>`)
        .join('')
    : '';
  const text = shape.text
    ? `<p:txBody><a:bodyPr wrap="none" lIns="0" tIns="0" rIns="0" bIns="0" anchor="ctr"/><a:lstStyle/><a:p><a:pPr algn="${shape.text.align ?? 'ctr'}"/><a:r><a:rPr lang="en-US" sz="${shape.text.size * 100}"${shape.text.bold ? ' b="1"' : ''}>${fill(shape.text.color)}<a:latin typeface="${shape.text.font === 'major' ? '+mj-lt' : '+mn-lt'}"/></a:rPr><a:t>${escapeXml(shape.text.value)}</a:t></a:r></a:p></p:txBody>`
    : '';
  return `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="${escapeXml(shape.name ?? `Decoration ${id}`)}"/><p:cNvSpPr/><p:nvPr userDrawn="1"/></p:nvSpPr><p:spPr>${xfrm(shape)}<a:prstGeom prst="${shape.shape ?? 'rect'}"><a:avLst>${adjust}</a:avLst></a:prstGeom>${shape.shape === 'line' ? '' : fill(shape.fill)}${line(shape.line)}${shape.softEdge ? `<a:effectLst><a:softEdge rad="${emu(shape.softEdge)}"/></a:effectLst>` : ''}</p:spPr>${text}</p:sp>`;
}

/* ---------- text styles ---------- */

/**
 * One paragraph level: `{size, bold, italic, caps, color, font: 'major'|'minor', align,
 * spacing (1/100 pt), lineSpacing (%), before (pt), after (pt), marL, indent (in),
 * bullet: {char, color} | 'none'}`.
 */
export function levelStyle(level, style) {
  const attributes = [
    style.marL !== undefined && `marL="${emu(style.marL)}"`,
    style.indent !== undefined && `indent="${emu(style.indent)}"`,
    style.align && `algn="${style.align}"`,
  ]
    .filter(Boolean)
    .join(' ');
  const spacing = [
    style.lineSpacing && `<a:lnSpc><a:spcPct val="${style.lineSpacing * 1000}"/></a:lnSpc>`,
    style.before !== undefined && `<a:spcBef><a:spcPts val="${style.before * 100}"/></a:spcBef>`,
    style.after !== undefined && `<a:spcAft><a:spcPts val="${style.after * 100}"/></a:spcAft>`,
  ]
    .filter(Boolean)
    .join('');
  let bullet = '';
  if (style.bullet === 'none') bullet = '<a:buNone/>';
  else if (style.bullet)
    bullet = `${style.bullet.color ? `<a:buClr>${color(style.bullet.color)}</a:buClr>` : ''}<a:buSzPct val="${(style.bullet.scale ?? 100) * 1000}"/><a:buFont typeface="${style.bullet.font ?? 'Arial'}"/><a:buChar char="${escapeXml(style.bullet.char)}"/>`;
  const run = [
    style.size && `sz="${Math.round(style.size * 100)}"`,
    style.bold !== undefined && `b="${style.bold ? 1 : 0}"`,
    style.italic && 'i="1"',
    style.caps && 'cap="all"',
    style.spacing !== undefined && `spc="${style.spacing}"`,
    'kern="1200"',
  ]
    .filter(Boolean)
    .join(' ');
  const font = style.font
    ? `<a:latin typeface="${style.font === 'major' ? '+mj-lt' : '+mn-lt'}"/><a:ea typeface="${style.font === 'major' ? '+mj-ea' : '+mn-ea'}"/><a:cs typeface="${style.font === 'major' ? '+mj-cs' : '+mn-cs'}"/>`
    : '';
  return `<a:lvl${level}pPr${attributes ? ` ${attributes}` : ''}>${spacing}${bullet}<a:defRPr ${run}>${style.color ? fill(style.color) : ''}${font}</a:defRPr></a:lvl${level}pPr>`;
}

export const listStyle = (levels) =>
  levels?.length
    ? `<a:lstStyle>${levels.map((style, index) => (style ? levelStyle(index + 1, style) : '')).join('')}</a:lstStyle>`
    : '<a:lstStyle/>';

/* ---------- placeholders ---------- */

const PROMPTS = {
  title: 'Click to edit title',
  ctrTitle: 'Click to edit title',
  subTitle: 'Click to edit subtitle',
  body: 'Click to edit text',
  obj: 'Click to add content',
  pic: 'Click icon to add picture',
};

/**
 * A placeholder on a master or layout: `{type, idx, name, box: {x,y,w,h}, anchor, levels:
 * [levelStyle...], inset: {l,t,r,b} (in), autofit, vert}`.
 */
export function placeholder(ph, id, onMaster = false) {
  const phType = ph.type === 'obj' ? '' : ` type="${ph.type}"`;
  const idx = ph.idx !== undefined ? ` idx="${ph.idx}"` : '';
  const size = ph.sz ? ` sz="${ph.sz}"` : '';
  const inset = ph.inset
    ? ` lIns="${emu(ph.inset.l)}" tIns="${emu(ph.inset.t)}" rIns="${emu(ph.inset.r)}" bIns="${emu(ph.inset.b)}"`
    : '';
  const bodyPr = `<a:bodyPr${ph.vert ? ` vert="${ph.vert}"` : ''}${inset}${ph.anchor ? ` anchor="${ph.anchor}"` : ''}${onMaster ? ' rtlCol="0"' : ''}>${ph.autofit ? '<a:normAutofit/>' : ''}</a:bodyPr>`;
  const paragraphs =
    ph.type === 'sldNum'
      ? '<a:p><a:fld id="{B6F15528-21DE-4FAA-801E-634DDDAF4B2B}" type="slidenum"><a:rPr lang="en-US"/><a:t>‹#›</a:t></a:fld><a:endParaRPr lang="en-US"/></a:p>'
      : ph.type === 'ftr' || ph.type === 'dt'
        ? '<a:p><a:endParaRPr lang="en-US"/></a:p>'
        : `<a:p><a:r><a:rPr lang="en-US"/><a:t>${escapeXml(ph.prompt ?? PROMPTS[ph.type] ?? PROMPTS.obj)}</a:t></a:r></a:p>${
            ph.levels?.length > 1 && ph.type !== 'title' && ph.type !== 'ctrTitle'
              ? ['Second level', 'Third level']
                  .map(
                    (text, index) =>
                      `<a:p><a:pPr lvl="${index + 1}"/><a:r><a:rPr lang="en-US"/><a:t>${text}</a:t></a:r></a:p>`,
                  )
                  .join('')
              : ''
          }`;
  return `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="${escapeXml(ph.name)}"/><p:cNvSpPr><a:spLocks noGrp="1"/></p:cNvSpPr><p:nvPr><p:ph${phType}${size}${idx}/></p:nvPr></p:nvSpPr><p:spPr>${ph.box ? xfrm(ph.box) : ''}${onMaster ? '<a:prstGeom prst="rect"><a:avLst/></a:prstGeom>' : ''}</p:spPr><p:txBody>${bodyPr}${listStyle(ph.levels)}${paragraphs}</p:txBody></p:sp>`;
}
