// The media feature's public entry: the interior viewer's code file, which showroom mode has the
// service worker keep (loading the viewer's module, three.js included, only when asked).
export const interiorViewerCodeUrl = () => import('./InteriorViewer.tsx').then((m) => m.VIEWER_CODE_URL);
