// SVG to image files through sharp (librsvg). The SVG's width and height set the pixel size.
import sharp from 'sharp';

export function svgToJpeg(svg: string, quality = 82): Promise<Buffer> {
  return sharp(Buffer.from(svg)).jpeg({ quality, mozjpeg: true }).toBuffer();
}

export function svgToPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
