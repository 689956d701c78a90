// The saved-cars feature's public entry: the favourite and compare toggles other features show.
export { SaveButtons } from './SaveButtons.tsx';
