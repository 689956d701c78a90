// Spec §8: a missing image shows the not-found placeholder (public/img-not-found.svg).
export const NOT_FOUND_IMAGE = '/img-not-found.svg';

/** An <img>'s error handler: the placeholder in the broken image's place (once). */
export function showPlaceholder(img: HTMLImageElement) {
  if (img.src.endsWith(NOT_FOUND_IMAGE)) return;
  img.removeAttribute('srcset');
  img.src = NOT_FOUND_IMAGE;
}
