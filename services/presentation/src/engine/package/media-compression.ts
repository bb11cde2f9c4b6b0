import type JSZip from 'jszip';

/**
 * Parts whose formats are compressed already (pictures, audio, video). Deflating them again
 * gains next to nothing and costs seconds for a 50 MB background picture that its template
 * stored uncompressed (LibreOffice and many tools do): generation must stay quick for such
 * templates (docs/benchmarks.md, "Template reports").
 */
const COMPRESSED_MEDIA =
  /\.(png|jpe?g|gif|webp|wdp|jdp|mp3|m4a|mp4|m4v|mov|webm|ogg|oga|wma|wmv|avi)$/i;

/** Marks a package's compressed media to be stored as they are when it is written. */
export function storeCompressedMedia(zip: JSZip): void {
  zip.forEach((path, file) => {
    if (!file.dir && COMPRESSED_MEDIA.test(path)) file.options.compression = 'STORE';
  });
}
