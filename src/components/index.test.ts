/**
 * Internal dependencies
 */
import * as kit from './index';

describe( 'UI kit barrel', () => {
	it( 'exports every component, hook and constant the app uses', () => {
		const expected = [
			'Button',
			'ButtonLink',
			'buttonStyles',
			'Badge',
			'toast',
			'useToast',
			'dismissToast',
			'Toaster',
			'Toast',
			'ToastAction',
			'ToastClose',
			'ToastViewport',
			'Tooltip',
			'TooltipContent',
			'TooltipProvider',
			'TooltipTrigger',
			'Tabs',
			'TabsList',
			'TabsTrigger',
			'TabsContent',
			'Dialog',
			'DialogTrigger',
			'DialogContent',
			'DialogTitle',
			'DialogDescription',
			'DialogFooter',
			'DialogClose',
			'Sheet',
			'SheetTrigger',
			'SheetContent',
			'SheetTitle',
			'SheetDescription',
			'SheetFooter',
			'SheetClose',
			'Switch',
			'Notice',
			'Field',
			'Fields',
			'CheckField',
		];
		for ( const name of expected ) {
			expect( kit ).toHaveProperty( name, expect.anything() );
		}
	} );

	it( 'exports the product constants with their SPEC values', () => {
		expect( kit.TOAST_LIMIT ).toBe( 1 );
		expect( kit.TOAST_REMOVE_DELAY ).toBe( 1000000 );
		expect( kit.TOOLTIP_DELAY_DURATION ).toBe( 700 );
		expect( kit.TOOLTIP_SKIP_DELAY_DURATION ).toBe( 300 );
		expect( kit.TOOLTIP_SIDE_OFFSET ).toBe( 4 );
		expect( kit.VARIANTS ).toEqual( [
			'default',
			'destructive',
			'outline',
			'secondary',
			'ghost',
			'link',
		] );
		expect( kit.SIZES ).toEqual( [ 'default', 'sm', 'lg', 'icon' ] );
	} );
} );
