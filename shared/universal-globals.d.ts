// The few globals that every process the desk runs in provides (Node, Electron's preload, the page): shared/ may
// use them without taking in the whole DOM or Node (tsconfig.shared.json has neither). Only what shared/ uses.

interface URL {
  readonly hash: string;
  readonly hostname: string;
  readonly origin: string;
  readonly password: string;
  readonly pathname: string;
  readonly protocol: string;
  readonly search: string;
  readonly username: string;
}

declare const URL: {
  prototype: URL;
  new (url: string, base?: string | URL): URL;
};

declare function structuredClone<T>(value: T): T;

/** Where a failure no part was told to say is said (shared/listeners.ts). */
declare const console: { error(...data: unknown[]): void };
