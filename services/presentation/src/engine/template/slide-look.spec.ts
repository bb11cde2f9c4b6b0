import JSZip from 'jszip';
import PptxGenJS from 'pptxgenjs';
import { EMU_PER_INCH } from './emu';
import { slideLook } from './slide-look';

/**
 * A deck whose master draws a group of two grey blocks (LibreOffice's Grey Elegant draws its
 * pattern so): the group's child space is twice its box, so the blocks are drawn at half size.
 */
async function deckWithGroupOnMaster(): Promise<JSZip> {
  const pptx = new PptxGenJS();
  pptx.addSlide().addText('Title', { x: 1, y: 1, w: 4, h: 1 });
  const zip = await JSZip.loadAsync(await pptx.write({ outputType: 'nodebuffer' }));
  const master = 'ppt/slideMasters/slideMaster1.xml';
  const block = (id: number, x: number, colour: string) =>
    `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="Block"/><p:cNvSpPr/><p:nvPr/></p:nvSpPr>` +
    `<p:spPr><a:xfrm><a:off x="${x}" y="0"/><a:ext cx="${2 * EMU_PER_INCH}" cy="${2 * EMU_PER_INCH}"/></a:xfrm>` +
    `<a:prstGeom prst="rect"><a:avLst/></a:prstGeom><a:solidFill><a:srgbClr val="${colour}"/></a:solidFill></p:spPr></p:sp>`;
  const group =
    '<p:grpSp><p:nvGrpSpPr><p:cNvPr id="90" name="Pattern"/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr>' +
    `<p:grpSpPr><a:xfrm><a:off x="${EMU_PER_INCH}" y="${EMU_PER_INCH}"/><a:ext cx="${2 * EMU_PER_INCH}" cy="${EMU_PER_INCH}"/>` +
    `<a:chOff x="0" y="0"/><a:chExt cx="${4 * EMU_PER_INCH}" cy="${2 * EMU_PER_INCH}"/></a:xfrm></p:grpSpPr>` +
    `${block(91, 0, '6C7078')}${block(92, 2 * EMU_PER_INCH, 'D0D4DA')}</p:grpSp>`;
  const xml = await zip.file(master)!.async('string');
  zip.file(master, xml.replace(/(<p:spTree>[\s\S]*?<\/p:grpSpPr>)/, `$1${group}`));
  return zip;
}

describe(slideLook.name, () => {
  it('reads the filled shapes inside groups, where the group draws them', async () => {
    const zip = await deckWithGroupOnMaster();
    const look = await slideLook(zip, 'ppt/slides/slide1.xml');
    const inch = EMU_PER_INCH;
    expect(look!.fills).toEqual(
      expect.arrayContaining([
        { box: { x: inch, y: inch, w: inch, h: inch }, colours: [{ r: 0x6c, g: 0x70, b: 0x78 }] },
        {
          box: { x: 2 * inch, y: inch, w: inch, h: inch },
          colours: [{ r: 0xd0, g: 0xd4, b: 0xda }],
        },
      ]),
    );
  });
});
