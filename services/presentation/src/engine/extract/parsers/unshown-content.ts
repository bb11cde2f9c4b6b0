import type JSZip from 'jszip';

/**
 * Why a Word file or workbook gave nothing to show, in words a person can act on: its content
 * may be embedded objects (a PDF, a spreadsheet, an old Microsoft Graph chart inside it) or
 * pictures in Windows metafile formats, which a deck cannot show.
 * @param folder the package's main folder (`word/`, `xl/`)
 * @param nothing what the file lacks ("no text and no pictures", "no data")
 */
export function emptyReason(zip: JSZip, folder: string, nothing: string): string {
  const parts = Object.keys(zip.files).filter(
    (part) => part.startsWith(folder) && !zip.files[part].dir,
  );
  if (parts.some((part) => part.startsWith(`${folder}embeddings/`)))
    return `it contains ${nothing} we can show: its content is embedded objects (other files inside it, such as a PDF or an old Microsoft Graph chart). Paste their content into it and upload it again`;
  if (parts.some((part) => /\/media\/[^/]+\.(emf|wmf)$/i.test(part)))
    return `it contains ${nothing} we can show: its pictures are Windows metafiles (EMF or WMF). Save them as PNG or JPEG pictures in it and upload it again`;
  return `it contains ${nothing}`;
}

/**
 * A file packaged as an object (Object Packager, "Package"): whatever its aspect, Office
 * shows it as an icon with the file's name.
 */
export const isPackage = (progId: string | undefined): boolean => /^package/i.test(progId ?? '');
