// The renderer's entry: connect to the desk (preload bridge or browser host), then show the app.
import { createRoot } from 'react-dom/client';
import { App } from './app/App.js';
import { askFirstAnswers } from './app/first-answers.js';
import { connectDesk, NotConnected } from './desk/desk-client.js';
import { DeskProvider, makeQueryClient } from './desk/DeskProvider.js';
import { DeskIntl } from './i18n/DeskIntl.js';
import './styles/app.css';

const root = createRoot(document.getElementById('root')!);
connectDesk().then(
  (desk) => {
    const client = makeQueryClient();
    void askFirstAnswers(desk, client, window.location.hash);
    root.render(<DeskProvider desk={desk} client={client}><DeskIntl><App /></DeskIntl></DeskProvider>);
  },
  (error: unknown) => root.render(<p role="alert" className="not-connected">{error instanceof NotConnected ? error.message
    : 'Frontdesk could not reach its desk. Restart Frontdesk and open it again.'}</p>),
);
