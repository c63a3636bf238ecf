// Fakes of Electron's page-side objects (window, web contents, frames, events) for the fake 'electron' module.
import { EventEmitter } from 'node:events';

export interface FakeEvent {
  url?: string;
  defaultPrevented: boolean;
  preventDefault(): void;
}

export function fakeEvent(fields: { url?: string } = {}): FakeEvent {
  return {
    ...fields,
    defaultPrevented: false,
    preventDefault() {
      this.defaultPrevented = true;
    },
  };
}

let nextId = 1;

export class FakeFrame {
  parent: FakeFrame | null = null;
  readonly processId: number;
  readonly frameToken: string;

  constructor(public url: string, processId?: number) {
    this.processId = processId ?? nextId;
    this.frameToken = `frame-${nextId++}`;
  }
}

type OpenHandler = (details: { url: string }) => { action: 'allow' | 'deny' };

export class FakeWebContents extends EventEmitter {
  url = 'app://frontdesk/index.html';
  readonly mainFrame = new FakeFrame(this.url);
  windowOpenHandler: OpenHandler | null = null;
  readonly sent: unknown[][] = [];
  destroyed = false;

  /** What the page printed, as Electron would hand it over. */
  printed = Buffer.from('%PDF-1.7\n% a printed page\n%%EOF\n');
  readonly printToPDF = async (_options: unknown): Promise<Buffer> => this.printed;

  setWindowOpenHandler(handler: OpenHandler): void {
    this.windowOpenHandler = handler;
  }

  send(...message: unknown[]): void {
    this.sent.push(message);
  }

  getURL(): string {
    return this.url;
  }

  isDestroyed(): boolean {
    return this.destroyed;
  }
}

interface Bounds { x: number; y: number; width: number; height: number }

export class FakeBrowserWindow extends EventEmitter {
  static readonly created: FakeBrowserWindow[] = [];
  readonly webContents = new FakeWebContents();
  bounds: Bounds;
  maximized = false;
  minimized = false;
  shown = false;
  focused = false;
  destroyed = false;
  loadedUrl: string | null = null;

  constructor(readonly options: Record<string, unknown>) {
    super();
    const number = (key: string, fallback: number) => (typeof options[key] === 'number' ? options[key] : fallback);
    this.bounds = { x: number('x', 0), y: number('y', 0), width: number('width', 800), height: number('height', 600) };
    FakeBrowserWindow.created.push(this);
  }

  loadURL(url: string): Promise<void> {
    this.loadedUrl = url;
    return Promise.resolve();
  }

  show(): void { this.shown = true; }
  focus(): void { this.focused = true; }
  restore(): void { this.minimized = false; }
  maximize(): void { this.maximized = true; }
  isMinimized(): boolean { return this.minimized; }
  isMaximized(): boolean { return this.maximized; }
  isDestroyed(): boolean { return this.destroyed; }
  getNormalBounds(): Bounds { return { ...this.bounds }; }
}
