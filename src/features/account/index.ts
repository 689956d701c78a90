// The account feature's public entry: what other features show of it (Save to the watchlist on the
// car's buttons, Save search on a search screen).
export { WatchlistButton } from './WatchlistButton.tsx';
export { SaveSearchButton } from './SaveSearchButton.tsx';
