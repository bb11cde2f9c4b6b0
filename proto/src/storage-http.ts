import { z } from 'zod';
import { idField, MAX_NAME_LENGTH } from './common/fields';
import { UPLOAD_FOLDERS } from './storage';

/** The /storage calls' query strings and path parameters, as the gateway validates them. */

const fileId = idField('fileId');

export const uploadQuery = z.object({
  userId: z.string().optional(),
  folder: z.enum(UPLOAD_FOLDERS, { error: 'folder must be media or templates' }).optional(),
});
export const fileMetadataQuery = z.object({ userId: z.string().optional() });
export const deleteFileQuery = z.object({
  fileId,
  fileName: z
    .string()
    .max(MAX_NAME_LENGTH * 3)
    .optional(),
});
export const downloadQuery = z.object({ fileId });
/** `/storage/files/<file_id>.<extension>`, the address in `file_path`. */
export const fileAssetParams = z.object({
  asset: z
    .string()
    .regex(/^[0-9a-f-]{36}\.[a-z0-9]{1,8}$/i, { error: 'Not found' })
    .transform((asset) => {
      const dot = asset.indexOf('.');
      return {
        fileId: asset.slice(0, dot).toLowerCase(),
        extension: asset.slice(dot + 1).toLowerCase(),
      };
    }),
});

/** `/storage/files/<file_id>/slides/<n>.png`, the address `projectSlidePath` makes. */
export const projectSlideParams = z.object({
  fileId: z
    .string()
    .regex(/^[0-9a-f-]{36}$/i, { error: 'Not found' })
    .transform((id) => id.toLowerCase()),
  slide: z
    .string()
    .regex(/^[1-9]\d{0,3}\.png$/, { error: 'Not found' })
    .transform((name) => Number(name.slice(0, -'.png'.length))),
});
