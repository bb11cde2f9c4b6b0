// Writes a PowerPoint template package (.pptx) from a composed design: theme (colours, fonts),
// one slide master with text styles, the standard layouts with typed placeholders, a notes
// master, and a few sample slides that use the layouts. Everything decorative refers to theme
// colours, so a template re-coloured in PowerPoint (Design > Variants) stays coherent.
import JSZip from 'jszip';
import {
  background,
  decoration,
  escapeXml,
  groupHeader,
  levelStyle,
  NS,
  placeholder,
  SLIDE,
  xfrm,
} from './drawing.mjs';

const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const CT = 'application/vnd.openxmlformats-officedocument';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const ROOT_NS = `xmlns:a="${NS.a}" xmlns:r="${NS.r}" xmlns:p="${NS.p}"`;

/* ---------- parts ---------- */

function themeXml(theme, name) {
  const c = theme.colors;
  const slot = (key) => `<a:${key}><a:srgbClr val="${c[key]}"/></a:${key}>`;
  const clrScheme = `<a:clrScheme name="${escapeXml(name)}">${[
    'dk1',
    'lt1',
    'dk2',
    'lt2',
    'accent1',
    'accent2',
    'accent3',
    'accent4',
    'accent5',
    'accent6',
    'hlink',
    'folHlink',
  ]
    .map(slot)
    .join('')}</a:clrScheme>`;
  const fontScheme = `<a:fontScheme name="${escapeXml(name)}"><a:majorFont><a:latin typeface="${theme.fonts.major}"/><a:ea typeface=""/><a:cs typeface=""/></a:majorFont><a:minorFont><a:latin typeface="${theme.fonts.minor}"/><a:ea typeface=""/><a:cs typeface=""/></a:minorFont></a:fontScheme>`;
  const phFill = '<a:solidFill><a:schemeClr val="phClr"/></a:solidFill>';
  const phGradient = (a, b) =>
    `<a:gradFill rotWithShape="1"><a:gsLst><a:gs pos="0"><a:schemeClr val="phClr"><a:lumMod val="${a}"/></a:schemeClr></a:gs><a:gs pos="100000"><a:schemeClr val="phClr"><a:lumMod val="${b}"/></a:schemeClr></a:gs></a:gsLst><a:lin ang="5400000" scaled="0"/></a:gradFill>`;
  const lineStyle = (w) =>
    `<a:ln w="${w}" cap="flat" cmpd="sng" algn="ctr"><a:solidFill><a:schemeClr val="phClr"/></a:solidFill><a:prstDash val="solid"/><a:miter lim="800000"/></a:ln>`;
  const fmtScheme = `<a:fmtScheme name="${escapeXml(name)}"><a:fillStyleLst>${phFill}${phGradient(110000, 90000)}${phGradient(100000, 80000)}</a:fillStyleLst><a:lnStyleLst>${lineStyle(9525)}${lineStyle(19050)}${lineStyle(28575)}</a:lnStyleLst><a:effectStyleLst><a:effectStyle><a:effectLst/></a:effectStyle><a:effectStyle><a:effectLst/></a:effectStyle><a:effectStyle><a:effectLst><a:outerShdw blurRad="57150" dist="19050" dir="5400000" algn="ctr" rotWithShape="0"><a:srgbClr val="000000"><a:alpha val="63000"/></a:srgbClr></a:outerShdw></a:effectLst></a:effectStyle></a:effectStyleLst><a:bgFillStyleLst>${phFill}<a:solidFill><a:schemeClr val="phClr"><a:tint val="95000"/></a:schemeClr></a:solidFill>${phGradient(102000, 94000)}</a:bgFillStyleLst></a:fmtScheme>`;
  return `${XML_HEAD}<a:theme xmlns:a="${NS.a}" name="${escapeXml(name)}"><a:themeElements>${clrScheme}${fontScheme}${fmtScheme}</a:themeElements><a:objectDefaults/><a:extraClrSchemeLst/></a:theme>`;
}

const relationships = (rels) =>
  `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels
    .map(
      ([id, type, target]) =>
        `<Relationship Id="${id}" Type="${type.startsWith('http') ? type : `${REL}/${type}`}" Target="${target}"/>`,
    )
    .join('')}</Relationships>`;

const CLR_MAP_LIGHT =
  'bg1="lt1" tx1="dk1" bg2="lt2" tx2="dk2" accent1="accent1" accent2="accent2" accent3="accent3" accent4="accent4" accent5="accent5" accent6="accent6" hlink="hlink" folHlink="folHlink"';
const CLR_MAP_DARK =
  'bg1="dk1" tx1="lt1" bg2="dk2" tx2="lt2" accent1="accent1" accent2="accent2" accent3="accent3" accent4="accent4" accent5="accent5" accent6="accent6" hlink="hlink" folHlink="folHlink"';

function masterXml(design, layoutCount) {
  const m = design.master;
  let id = 2;
  const shapes = [
    ...(m.decorations ?? []).map((shape) => decoration(shape, id++)),
    ...m.placeholders.map((ph) => placeholder(ph, id++, true)),
  ].join('');
  const layoutIds = Array.from(
    { length: layoutCount },
    (_, index) => `<p:sldLayoutId id="${2147483649 + index}" r:id="rId${index + 1}"/>`,
  ).join('');
  const body = m.bodyLevels.map((style, index) => levelStyle(index + 1, style)).join('');
  const other = levelStyle(1, { size: 18, color: { scheme: 'tx1' }, font: 'minor' });
  return `${XML_HEAD}<p:sldMaster ${ROOT_NS}><p:cSld>${background(m.background)}<p:spTree>${groupHeader}${shapes}</p:spTree></p:cSld><p:clrMap ${design.dark ? CLR_MAP_DARK : CLR_MAP_LIGHT}/><p:sldLayoutIdLst>${layoutIds}</p:sldLayoutIdLst><p:txStyles><p:titleStyle>${levelStyle(1, m.titleStyle)}</p:titleStyle><p:bodyStyle>${body}</p:bodyStyle><p:otherStyle>${other}</p:otherStyle></p:txStyles></p:sldMaster>`;
}

function layoutXml(layout) {
  let id = 2;
  const shapes = [
    ...(layout.decorations ?? []).map((shape) => decoration(shape, id++)),
    ...layout.placeholders.map((ph) => placeholder(ph, id++)),
  ].join('');
  const showMaster = layout.hideMasterShapes ? ' showMasterSp="0"' : '';
  return `${XML_HEAD}<p:sldLayout ${ROOT_NS} type="${layout.type}" preserve="1"${showMaster}><p:cSld name="${escapeXml(layout.name)}">${background(layout.background)}<p:spTree>${groupHeader}${shapes}</p:spTree></p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sldLayout>`;
}

/** A sample slide: `{layout: index, content: [{type, idx, paragraphs: [text | [level, text]]}]}`. */
function slideXml(slide, layouts) {
  const layout = layouts[slide.layout];
  let id = 2;
  const shapes = slide.content
    .map((item) => {
      const ph = layout.placeholders.find(
        (candidate) =>
          candidate.type === item.type && (item.idx === undefined || candidate.idx === item.idx),
      );
      if (!ph)
        throw new Error(`Layout ${layout.name} has no ${item.type} placeholder ${item.idx ?? ''}`);
      const phType = ph.type === 'obj' ? '' : ` type="${ph.type}"`;
      const idx = ph.idx !== undefined ? ` idx="${ph.idx}"` : '';
      const paragraphs = item.paragraphs
        .map((paragraph) => {
          const [level, text] = Array.isArray(paragraph) ? paragraph : [0, paragraph];
          return `<a:p>${level ? `<a:pPr lvl="${level}"/>` : ''}<a:r><a:rPr lang="en-US" dirty="0"/><a:t>${escapeXml(text)}</a:t></a:r></a:p>`;
        })
        .join('');
      return `<p:sp><p:nvSpPr><p:cNvPr id="${id++}" name="${escapeXml(ph.name)}"/><p:cNvSpPr><a:spLocks noGrp="1"/></p:cNvSpPr><p:nvPr><p:ph${phType}${idx}/></p:nvPr></p:nvSpPr><p:spPr/><p:txBody><a:bodyPr/><a:lstStyle/>${paragraphs}</p:txBody></p:sp>`;
    })
    .join('');
  return `${XML_HEAD}<p:sld ${ROOT_NS}><p:cSld><p:spTree>${groupHeader}${shapes}</p:spTree></p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sld>`;
}

/** Speaker notes need a notes master; generated decks keep their notes with it. */
function notesMasterXml() {
  const ph = (id, name, type, idx, box, extra = '') =>
    `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="${name}"/><p:cNvSpPr><a:spLocks noGrp="1"${type === 'sldImg' ? ' noRot="1" noChangeAspect="1"' : ''}/></p:cNvSpPr><p:nvPr><p:ph type="${type}"${idx !== undefined ? ` idx="${idx}"` : ''}/></p:nvPr></p:nvSpPr><p:spPr>${xfrm(box)}<a:prstGeom prst="rect"><a:avLst/></a:prstGeom>${type === 'sldImg' ? '<a:noFill/><a:ln w="12700"><a:solidFill><a:prstClr val="black"/></a:solidFill></a:ln>' : ''}</p:spPr>${extra}</p:sp>`;
  const text = (body) =>
    `<p:txBody><a:bodyPr vert="horz" lIns="91440" tIns="45720" rIns="91440" bIns="45720" rtlCol="0"/><a:lstStyle/>${body}</p:txBody>`;
  const shapes = [
    ph(2, 'Slide Image Placeholder 1', 'sldImg', 2, { x: 0.5, y: 0.8, w: 6.5, h: 3.66 }),
    ph(
      3,
      'Notes Placeholder 2',
      'body',
      1,
      { x: 0.75, y: 4.75, w: 6, h: 4.5 },
      text(
        '<a:p><a:pPr lvl="0"/><a:r><a:rPr lang="en-US"/><a:t>Click to edit notes</a:t></a:r></a:p>',
      ),
    ),
    ph(
      4,
      'Slide Number Placeholder 3',
      'sldNum',
      3,
      { x: 4.25, y: 9.5, w: 3, h: 0.4 },
      text(
        '<a:p><a:pPr algn="r"/><a:fld id="{F1C1E7B4-6A35-4C45-9A06-1D9C2E0F7A11}" type="slidenum"><a:rPr lang="en-US"/><a:t>‹#›</a:t></a:fld><a:endParaRPr lang="en-US"/></a:p>',
      ),
    ),
  ].join('');
  const notesLevel = (level) =>
    `<a:lvl${level}pPr marL="${(level - 1) * 457200}" algn="l" defTabSz="914400"><a:defRPr sz="1200" kern="1200"><a:solidFill><a:schemeClr val="tx1"/></a:solidFill><a:latin typeface="+mn-lt"/><a:ea typeface="+mn-ea"/><a:cs typeface="+mn-cs"/></a:defRPr></a:lvl${level}pPr>`;
  return `${XML_HEAD}<p:notesMaster ${ROOT_NS}><p:cSld><p:bg><p:bgRef idx="1001"><a:schemeClr val="bg1"/></p:bgRef></p:bg><p:spTree>${groupHeader}${shapes}</p:spTree></p:cSld><p:clrMap ${CLR_MAP_LIGHT}/><p:notesStyle>${[1, 2, 3, 4, 5].map(notesLevel).join('')}</p:notesStyle></p:notesMaster>`;
}

function presentationXml(slideCount) {
  const slideIds = Array.from(
    { length: slideCount },
    (_, index) => `<p:sldId id="${256 + index}" r:id="rId${10 + index}"/>`,
  ).join('');
  const level = (n) =>
    `<a:lvl${n}pPr marL="${(n - 1) * 457200}" algn="l" defTabSz="914400" rtl="0" eaLnBrk="1" latinLnBrk="0" hangingPunct="1"><a:defRPr sz="1800" kern="1200"><a:solidFill><a:schemeClr val="tx1"/></a:solidFill><a:latin typeface="+mn-lt"/><a:ea typeface="+mn-ea"/><a:cs typeface="+mn-cs"/></a:defRPr></a:lvl${n}pPr>`;
  return `${XML_HEAD}<p:presentation ${ROOT_NS} saveSubsetFonts="1"><p:sldMasterIdLst><p:sldMasterId id="2147483648" r:id="rId1"/></p:sldMasterIdLst><p:notesMasterIdLst><p:notesMasterId r:id="rId2"/></p:notesMasterIdLst><p:sldIdLst>${slideIds}</p:sldIdLst><p:sldSz cx="${SLIDE.cx}" cy="${SLIDE.cy}"/><p:notesSz cx="6858000" cy="9144000"/><p:defaultTextStyle><a:defPPr><a:defRPr lang="en-US"/></a:defPPr>${[1, 2, 3, 4, 5, 6, 7, 8, 9].map(level).join('')}</p:defaultTextStyle></p:presentation>`;
}

const CORE_DATE = '2026-11-21T00:00:00Z';

/** The .pptx bytes of a design. Deterministic: the same design always gives the same bytes. */
export async function buildTemplatePackage(design) {
  const layouts = design.layouts;
  const slides = design.slides;
  const zip = new JSZip();
  const add = (path, content) =>
    zip.file(path, content, { date: new Date(CORE_DATE), createFolders: false });

  const overrides = [
    ['/ppt/presentation.xml', `${CT}.presentationml.presentation.main+xml`],
    ['/ppt/slideMasters/slideMaster1.xml', `${CT}.presentationml.slideMaster+xml`],
    ['/ppt/notesMasters/notesMaster1.xml', `${CT}.presentationml.notesMaster+xml`],
    ['/ppt/theme/theme1.xml', `${CT}.theme+xml`],
    ['/ppt/theme/theme2.xml', `${CT}.theme+xml`],
    ['/ppt/presProps.xml', `${CT}.presentationml.presProps+xml`],
    ['/ppt/viewProps.xml', `${CT}.presentationml.viewProps+xml`],
    ['/ppt/tableStyles.xml', `${CT}.presentationml.tableStyles+xml`],
    ['/docProps/core.xml', 'application/vnd.openxmlformats-package.core-properties+xml'],
    ['/docProps/app.xml', `${CT}.extended-properties+xml`],
    ...layouts.map((_, index) => [
      `/ppt/slideLayouts/slideLayout${index + 1}.xml`,
      `${CT}.presentationml.slideLayout+xml`,
    ]),
    ...slides.map((_, index) => [
      `/ppt/slides/slide${index + 1}.xml`,
      `${CT}.presentationml.slide+xml`,
    ]),
  ];
  add(
    '[Content_Types].xml',
    `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${overrides
      .map(([part, type]) => `<Override PartName="${part}" ContentType="${type}"/>`)
      .join('')}</Types>`,
  );
  add(
    '_rels/.rels',
    relationships([
      ['rId1', 'officeDocument', 'ppt/presentation.xml'],
      [
        'rId2',
        'http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties',
        'docProps/core.xml',
      ],
      ['rId3', 'extended-properties', 'docProps/app.xml'],
    ]),
  );
  add(
    'docProps/core.xml',
    `${XML_HEAD}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><dc:title>${escapeXml(design.name)}</dc:title><dc:creator>Deckforge</dc:creator><cp:keywords>${escapeXml(design.category)}</cp:keywords><dc:description>${escapeXml(design.description)}</dc:description><dcterms:created xsi:type="dcterms:W3CDTF">${CORE_DATE}</dcterms:created><dcterms:modified xsi:type="dcterms:W3CDTF">${CORE_DATE}</dcterms:modified></cp:coreProperties>`,
  );
  add(
    'docProps/app.xml',
    `${XML_HEAD}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"><Application>Deckforge</Application><PresentationFormat>Widescreen</PresentationFormat><Slides>${slides.length}</Slides><Template>${escapeXml(design.name)}</Template></Properties>`,
  );
  add('ppt/presentation.xml', presentationXml(slides.length));
  add(
    'ppt/_rels/presentation.xml.rels',
    relationships([
      ['rId1', 'slideMaster', 'slideMasters/slideMaster1.xml'],
      ['rId2', 'notesMaster', 'notesMasters/notesMaster1.xml'],
      ['rId3', 'presProps', 'presProps.xml'],
      ['rId4', 'viewProps', 'viewProps.xml'],
      ['rId5', 'theme', 'theme/theme1.xml'],
      ['rId6', 'tableStyles', 'tableStyles.xml'],
      ...slides.map((_, index) => [`rId${10 + index}`, 'slide', `slides/slide${index + 1}.xml`]),
    ]),
  );
  add('ppt/presProps.xml', `${XML_HEAD}<p:presentationPr ${ROOT_NS}/>`);
  add(
    'ppt/viewProps.xml',
    `${XML_HEAD}<p:viewPr ${ROOT_NS}><p:normalViewPr><p:restoredLeft sz="15620"/><p:restoredTop sz="94660"/></p:normalViewPr><p:gridSpacing cx="76200" cy="76200"/></p:viewPr>`,
  );
  add(
    'ppt/tableStyles.xml',
    `${XML_HEAD}<a:tblStyleLst xmlns:a="${NS.a}" def="{5C22544A-7EE6-4342-B048-85BDC9FD1C3A}"/>`,
  );
  add('ppt/theme/theme1.xml', themeXml(design.theme, design.name));
  add('ppt/theme/theme2.xml', themeXml(design.theme, `${design.name} Notes`));
  add('ppt/slideMasters/slideMaster1.xml', masterXml(design, layouts.length));
  add(
    'ppt/slideMasters/_rels/slideMaster1.xml.rels',
    relationships([
      ...layouts.map((_, index) => [
        `rId${index + 1}`,
        'slideLayout',
        `../slideLayouts/slideLayout${index + 1}.xml`,
      ]),
      [`rId${layouts.length + 1}`, 'theme', '../theme/theme1.xml'],
    ]),
  );
  add('ppt/notesMasters/notesMaster1.xml', notesMasterXml());
  add(
    'ppt/notesMasters/_rels/notesMaster1.xml.rels',
    relationships([['rId1', 'theme', '../theme/theme2.xml']]),
  );
  layouts.forEach((layout, index) => {
    add(`ppt/slideLayouts/slideLayout${index + 1}.xml`, layoutXml(layout));
    add(
      `ppt/slideLayouts/_rels/slideLayout${index + 1}.xml.rels`,
      relationships([['rId1', 'slideMaster', '../slideMasters/slideMaster1.xml']]),
    );
  });
  slides.forEach((slide, index) => {
    add(`ppt/slides/slide${index + 1}.xml`, slideXml(slide, layouts));
    add(
      `ppt/slides/_rels/slide${index + 1}.xml.rels`,
      relationships([
        ['rId1', 'slideLayout', `../slideLayouts/slideLayout${slide.layout + 1}.xml`],
      ]),
    );
  });
  return zip.generateAsync({
    type: 'nodebuffer',
    compression: 'DEFLATE',
    compressionOptions: { level: 9 },
  });
}
