/**
 * Internal dependencies
 */
import { parseRetentionDays, RETENTION_DAYS_MAX } from './validation';

describe( 'parseRetentionDays', () => {
	it.each( [
		[ '0', 0 ],
		[ ' 30 ', 30 ],
		[ String( RETENTION_DAYS_MAX ), RETENTION_DAYS_MAX ],
	] )( 'accepts %p as %p days', ( raw, days ) => {
		expect( parseRetentionDays( raw ) ).toBe( days );
	} );

	it.each( [
		'',
		'-1',
		'1.5',
		'abc',
		'1e3',
		String( RETENTION_DAYS_MAX + 1 ),
	] )( 'refuses %p, which the server would refuse too', ( raw ) => {
		expect( parseRetentionDays( raw ) ).toBeNull();
	} );
} );
