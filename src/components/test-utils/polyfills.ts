/**
 * jsdom lacks a few browser APIs that Radix primitives use. Importing this
 * file once per test file installs minimal stand-ins; it is idempotent.
 */

class ResizeObserverStub {
	observe() {}
	unobserve() {}
	disconnect() {}
}

if ( typeof globalThis.ResizeObserver === 'undefined' ) {
	globalThis.ResizeObserver =
		ResizeObserverStub as unknown as typeof ResizeObserver;
}

if ( typeof window !== 'undefined' ) {
	const proto = window.HTMLElement.prototype;

	if ( ! proto.hasPointerCapture ) {
		proto.hasPointerCapture = () => false;
	}
	if ( ! proto.setPointerCapture ) {
		proto.setPointerCapture = () => {};
	}
	if ( ! proto.releasePointerCapture ) {
		proto.releasePointerCapture = () => {};
	}
	if ( ! proto.scrollIntoView ) {
		proto.scrollIntoView = () => {};
	}

	if ( typeof window.PointerEvent === 'undefined' ) {
		class PointerEventStub extends MouseEvent {
			readonly pointerId: number;
			readonly pointerType: string;

			constructor( type: string, init: PointerEventInit = {} ) {
				super( type, init );
				this.pointerId = init.pointerId ?? 1;
				this.pointerType = init.pointerType ?? 'mouse';
			}
		}
		window.PointerEvent =
			PointerEventStub as unknown as typeof PointerEvent;
	}
}

export {};
