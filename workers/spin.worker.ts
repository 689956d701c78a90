// The spin worker: frames are fetched, decoded and drawn here on a canvas the page transferred, so
// preloading 36 or 72 frames never blocks the page (spec §4 "Viewer", issue: 360 off the main thread).
import { expose } from 'comlink';
import { createSpinApi } from './spin-api.ts';

const api = createSpinApi();
export type SpinApi = typeof api;
expose(api);
