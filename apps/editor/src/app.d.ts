// See https://svelte.dev/docs/kit/types#app.d.ts
declare global {
  namespace App {
    interface Locals {
      /** True when this request may write (local bind, or the right token). */
      mayWrite: boolean;
    }
  }
}
export {};
