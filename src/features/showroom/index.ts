// The showroom feature's public entry: the car page's showroom panel.
export { ShowroomPanel } from './ShowroomPanel.tsx';
