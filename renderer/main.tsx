// The renderer's entry: connect to the desk (preload bridge or browser host), then show the app.
import { createRoot } from 'react-dom/client';
import { App } from './app/App.js';
import { cannotConnect } from './app/CannotConnect.js';
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
  async (error: unknown) => root.render(await cannotConnect(error instanceof NotConnected ? 'no-session' : 'no-answer', navigator.language)),
);
