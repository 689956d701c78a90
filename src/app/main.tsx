import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { bootstrapAtom, store, StoreProvider } from '../state/store.ts';
import { readBootstrap } from './bootstrap.ts';
import { App } from './App.tsx';
import '../ui/base.css';

store.set(bootstrapAtom, readBootstrap());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StoreProvider store={store}>
      <App />
    </StoreProvider>
  </StrictMode>,
);
