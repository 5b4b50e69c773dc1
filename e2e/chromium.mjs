// The browser every script of this folder drives (Debian's Chromium) and its flags, shared by
// the browser tests (common.mjs) and the Lighthouse benchmark (lighthouse/run.mjs).

export const CHROMIUM = process.env.E2E_CHROMIUM ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
