/**
 * The space each of the car page's sections holds until it renders (src/perf/DeferredSection.tsx), and
 * all of them together until their code is in: the page below jumps little when they arrive.
 */
export const SECTION_HEIGHTS = { details: 420, comments: 160, finance: 480, calculators: 510, location: 360 } as const;

export const ALL_SECTIONS_HEIGHT = Object.values(SECTION_HEIGHTS).reduce((sum, height) => sum + height, 0);
