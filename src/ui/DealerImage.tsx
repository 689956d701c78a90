import type { ImgHTMLAttributes } from 'react';
import { imageSrcSet, imageUrl, type ImageTransform } from '../domain/media.ts';
import { NOT_FOUND_IMAGE } from './image-placeholder.ts';

interface DealerImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height'> {
  /** The tenant's image address template (its bootstrap's `imageTemplate`). */
  template: string;
  /** The dealer's image; none shows the not-found image. */
  image: string | null;
  /** The crop the layout shows: its box is reserved at this size. */
  crop: ImageTransform & { width: number; height: number };
  /** The widths offered to the browser (`srcset`); `sizes` says which one the layout needs. */
  widths?: readonly number[];
  sizes: string;
  alt: string;
}

/** A dealer's photo (a card's, a tile's, a banner's) in the widths a screen's density asks for. */
export function DealerImage({ template, image, crop, widths, ...img }: DealerImageProps) {
  return (
    <img
      src={image ? imageUrl(template, image, crop) : NOT_FOUND_IMAGE}
      srcSet={image ? imageSrcSet(template, image, crop, widths) : undefined}
      width={crop.width}
      height={crop.height}
      {...img}
    />
  );
}
