import { getHome } from '../../api/explore.ts';
import type { HomeData } from '../../domain/home-sections.ts';
import { useApiData } from '../../platform/use-api-data.ts';

/**
 * Home's sections: the page data's (`served`, what the server rendered them with), else the dealer
 * API's, asked for once per mount (home opened later in the app); null until they arrive.
 */
export function useHomeData(served: HomeData | null): HomeData | null {
  // Spec §8: missing data renders nothing; the banner above still works.
  const read = useApiData(served ? null : 'home', getHome);
  if (served) return served;
  return read.status === 'ready' ? read.data : null;
}
