// The renderer's entry: connect to the desk (preload bridge or browser host), then show the app.
import { createRoot } from 'react-dom/client';
import { App } from './app/App.js';
import { connectDesk } from './desk/desk-client.js';
import { DeskProvider } from './desk/DeskProvider.js';
import './styles/app.css';

const root = createRoot(document.getElementById('root')!);
connectDesk().then(
  (desk) => root.render(<DeskProvider desk={desk}><App /></DeskProvider>),
  () => root.render(<p role="alert">Frontdesk could not reach its desk. Restart Frontdesk and open it again.</p>),
);
