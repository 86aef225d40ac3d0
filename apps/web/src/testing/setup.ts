import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetFirstScreen } from '@/lib/first-screen';

// jsdom has no pointer capture; Radix Toast asks for it when a toast's button is pressed.
if (!Element.prototype.hasPointerCapture) {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.releasePointerCapture = () => {};
}

// jsdom has no PointerEvent: without it fireEvent.pointerUp drops clientX (the viewer's swipe).
if (!globalThis.PointerEvent) {
  globalThis.PointerEvent = class extends MouseEvent {
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerType = init.pointerType ?? 'mouse';
    }
  } as typeof PointerEvent;
}

// jsdom has no ResizeObserver; Radix Switch measures itself with one inside a form.
if (!globalThis.ResizeObserver) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// jsdom does not scroll (it logs 'Not implemented' instead); pages scroll on navigation.
window.scrollTo = () => {};

// Routes load their code lazily; on a busy 2-core machine the first render of a route can take
// longer than findBy's default second. Waiting longer costs nothing when the page is quick.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  resetFirstScreen();
});
