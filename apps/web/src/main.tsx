import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadPage } from './app/router';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element in index.html');

preloadPage(window.location.pathname);

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
