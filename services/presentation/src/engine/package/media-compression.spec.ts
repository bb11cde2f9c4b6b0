import JSZip from 'jszip';
import { storeCompressedMedia } from './media-compression';

describe(storeCompressedMedia.name, () => {
  it('writes pictures and video as they are, and still deflates the XML', async () => {
    const zeros = Buffer.alloc(1024 * 1024);
    const zip = new JSZip();
    zip.file('ppt/media/image1.png', zeros, { compression: 'DEFLATE' });
    zip.file('ppt/media/media1.mp4', zeros);
    zip.file('ppt/slides/slide1.xml', zeros);
    storeCompressedMedia(zip);
    const bytes = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    // Two stored megabytes of media; the XML megabyte of zeros deflates to almost nothing.
    expect(bytes.length).toBeGreaterThan(2 * zeros.length);
    expect(bytes.length).toBeLessThan(2 * zeros.length + 64 * 1024);
    const reread = await JSZip.loadAsync(bytes);
    expect((await reread.file('ppt/media/image1.png')!.async('nodebuffer')).equals(zeros)).toBe(
      true,
    );
  });
});
