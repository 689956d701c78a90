// The explore feature's public entry: the explore searches (brand, model and the group's dealership search).
export { ExploreSearch, type ExploreChoice } from './ExploreSearch.tsx';
