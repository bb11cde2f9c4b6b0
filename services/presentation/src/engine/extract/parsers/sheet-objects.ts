import type JSZip from 'jszip';
import { readRelationships } from '../../../ooxml/opc-package';
import { isPackage } from './unshown-content';

/** An embedded object element of a sheet (`<oleObject .../>` or with its `objectPr`). */
const OLE_OBJECT = /<(?:\w+:)?oleObject\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:\w+:)?oleObject>)/g;

/**
 * The pictures Excel shows for the embedded objects of a sheet (an old Microsoft Graph chart,
 * a Word table), usually Windows metafiles: from the object's own properties (`objectPr`,
 * Excel 2010 on) or its VML shape (older files). Objects shown as an icon (and packaged files)
 * are left out: the icon is no content. The sheet is scanned as text, not parsed: a sheet can be megabytes of
 * cells, and only these elements matter here.
 */
export async function objectPictures(zip: JSZip, sheetPart: string): Promise<string[]> {
  const xml = await zip.file(sheetPart)?.async('string');
  if (!xml || !/<(?:\w+:)?oleObject\b/.test(xml)) return [];
  const relationships = await readRelationships(zip, sheetPart);
  const shapes = new Map<string, string | undefined>();
  for (const [, attributes, inner = ''] of xml.matchAll(OLE_OBJECT)) {
    const progId = /progId="([^"]*)"/.exec(attributes)?.[1];
    if (/dvAspect="DVASPECT_ICON"/.test(attributes) || isPackage(progId)) continue;
    const shapeId = /shapeId="(\d+)"/.exec(attributes)?.[1] ?? '';
    const pictureId = /<(?:\w+:)?objectPr\b[^>]*\br:id="([^"]+)"/.exec(inner)?.[1];
    const picture = relationships.find((rel) => rel.id === pictureId && !rel.external)?.target;
    if (!shapes.get(shapeId)) shapes.set(shapeId, picture);
  }
  const vml = relationships.find((rel) => rel.type === 'vmlDrawing' && !rel.external)?.target;
  const pictures: string[] = [];
  for (const [shapeId, picture] of shapes) {
    const part = picture ?? (vml && (await vmlPicture(zip, vml, shapeId)));
    if (part && zip.file(part) && !pictures.includes(part)) pictures.push(part);
  }
  return pictures;
}

/** The picture of the VML shape Excel numbers `_x0000_s<shapeId>`. */
async function vmlPicture(zip: JSZip, vml: string, shapeId: string): Promise<string | undefined> {
  const text = await zip.file(vml)?.async('string');
  const opening = new RegExp(`^[^>]*\\bid="_x0000_s${shapeId}"`);
  const shape = text?.split(/<v:shape\b/).find((part) => opening.test(part));
  const id = shape && /<v:imagedata\b[^>]*\bo:relid="([^"]+)"/.exec(shape)?.[1];
  if (!id) return undefined;
  return (await readRelationships(zip, vml)).find((rel) => rel.id === id && !rel.external)?.target;
}
