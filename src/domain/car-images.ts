import { imageUrl, type ImageTransform } from './media.ts';

/** Spec §9: car images are 600x400. */
export const CAR_IMAGE: ImageTransform = { width: 600, height: 400, quality: 75, fit: 'cover' };
export const THUMB_IMAGE: ImageTransform = { width: 300, height: 200, quality: 75, fit: 'cover' };
/** An offer's card image. */
export const OFFER_IMAGE: ImageTransform = { width: 375, height: 250, quality: 75, fit: 'cover' };

export const carImageUrl = (template: string, url: string, transform: ImageTransform = CAR_IMAGE) => imageUrl(template, url, transform);
