import type JSZip from 'jszip';

const SCHEME = /<a:srgbClr val="(accent[1-6]|tx[12]|bg[12])"(\s*\/>|>)/g;

/**
 * pptxgenjs writes theme colours it is given by name as `a:srgbClr val="accent1"` in some
 * places (the points of a one-series bar chart), which is not valid DrawingML: PowerPoint
 * repairs the file and LibreOffice paints a colour of its own. They become `a:schemeClr`, so
 * that the chart follows the template's theme like the rest of it.
 */
export async function mendChartColours(zip: JSZip): Promise<void> {
  for (const name of Object.keys(zip.files).filter((part) =>
    /^ppt\/charts\/chart\d+\.xml$/.test(part),
  )) {
    const xml = await zip.file(name)!.async('string');
    const mended = xml.replace(
      SCHEME,
      (_, value: string, end: string) => `<a:schemeClr val="${value}"${end}`,
    );
    if (mended === xml) continue;
    // An opened a:srgbClr closes as a:schemeClr too.
    zip.file(
      name,
      mended.replace(
        /(<a:schemeClr val="(?:accent[1-6]|tx[12]|bg[12])">(?:(?!<\/a:srgbClr>).)*?)<\/a:srgbClr>/gs,
        '$1</a:schemeClr>',
      ),
    );
  }
}
