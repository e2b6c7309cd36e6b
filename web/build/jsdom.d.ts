// The part of jsdom's API the build's prerender uses (the package ships no types; the web tests
// use it only through Vitest's environment).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string, options?: { url?: string });
    readonly window: Window & typeof globalThis;
  }
}
