/**
 * Internal dependencies
 */
import { enqueueCartWrite } from './cart-write-queue';

/** A write that resolves or rejects when the test says so. */
function controlled< T >() {
	let settle!: {
		resolve: ( value: T ) => void;
		reject: ( e: Error ) => void;
	};
	const started = jest.fn();
	const write = () => {
		started();
		return new Promise< T >( ( resolve, reject ) => {
			settle = { resolve, reject };
		} );
	};
	return { write, started, settle: () => settle };
}

const tick = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

describe( 'enqueueCartWrite', () => {
	it( 'starts each write only after the one before it was answered, even a failed one', async () => {
		const first = controlled< string >();
		const second = controlled< string >();
		const third = controlled< string >();

		const answers = [
			enqueueCartWrite( first.write ),
			enqueueCartWrite( second.write ),
			enqueueCartWrite( third.write ),
		];
		await tick();
		expect( first.started ).toHaveBeenCalled();
		expect( second.started ).not.toHaveBeenCalled();

		first.settle().reject( new Error( 'refused' ) );
		await tick();
		expect( second.started ).toHaveBeenCalled();
		expect( third.started ).not.toHaveBeenCalled();

		second.settle().resolve( 'cart 2' );
		await tick();
		third.settle().resolve( 'cart 3' );

		await expect( answers[ 0 ] ).rejects.toThrow( 'refused' );
		await expect( answers[ 1 ] ).resolves.toBe( 'cart 2' );
		await expect( answers[ 2 ] ).resolves.toBe( 'cart 3' );
	} );
} );
