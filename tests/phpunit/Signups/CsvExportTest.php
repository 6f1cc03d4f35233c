<?php
/**
 * Tests for the sign-ups CSV export.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Signups;

use PlayPal\Signups\Csv_Export;
use PlayPal\Signups\Signup_Lists;
use PlayPal\Database\Signups_Repository;
use PlayPal\Tests\TestCase;

/**
 * The export writes every matching sign-up and neutralises formula cells.
 */
final class CsvExportTest extends TestCase {

	private Signups_Repository $signups;

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		$wpdb->query( 'DELETE FROM ' . \PlayPal\Database\Schema::signups_table() ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- Rolled back after the test.
		$this->signups = new Signups_Repository();
	}

	/**
	 * @param string $kind  List.
	 * @param string $email Email.
	 * @param string $first First name.
	 * @param string $last  Last name.
	 * @param string $msg   Message.
	 */
	private function add( string $kind, string $email, string $first, string $last = 'Doe', string $msg = '' ): void {
		$this->signups->add(
			array(
				'kind'         => $kind,
				'email'        => $email,
				'first_name'   => $first,
				'last_name'    => $last,
				'message'      => $msg,
				'source_page'  => '/play-it-forward',
				'consent_text' => Signup_Lists::consent_text( $kind ),
				'ip_hash'      => str_repeat( 'a', 64 ),
			)
		);
	}

	/**
	 * Runs the export into memory and parses it back.
	 *
	 * @param array{kind?: string, search?: string} $filters Filters.
	 * @return array<int, array<int, string>>
	 */
	private function export( array $filters = array() ): array {
		$handle  = fopen( 'php://memory', 'w+' );
		$written = ( new Csv_Export( $this->signups ) )->write( $handle, $filters );
		rewind( $handle );
		$rows = array();
		while ( false !== ( $row = fgetcsv( $handle, null, ',', '"', '' ) ) ) { // phpcs:ignore WordPress.CodeAnalysis.AssignmentInCondition.FoundInWhileCondition
			$rows[] = $row;
		}
		fclose( $handle );
		$this->assertSame( count( $rows ) - 1, $written, 'The writer reports the rows it wrote.' );
		return $rows;
	}

	public function test_cells_starting_with_formula_characters_are_neutralised(): void {
		foreach ( array( '=1+1', '+SUM(A1)', '-2+3', '@cmd', "\tx", "\rx" ) as $value ) {
			$this->assertSame( "'" . $value, Csv_Export::neutralize( $value ), "The cell {$value} is turned into text." );
		}
		foreach ( array( 'Ada', '', 'a=b', '1-2', 'ada@example.com' ) as $value ) {
			$this->assertSame( $value, Csv_Export::neutralize( $value ), "The cell {$value} is kept as it is." );
		}
	}

	public function test_the_export_has_a_header_and_every_sign_up_with_formulas_neutralised(): void {
		$this->add( 'cif', 'ada@example.com', 'Ada', 'Lovelace', 'Hello, "world"' . "\n" . 'second line' );
		$this->add( 'pif', 'evil@example.com', '=HYPERLINK("http://evil.example","x")', '@SUM(1)', '-cmd|calc' );

		$rows = $this->export();

		$this->assertSame( Csv_Export::columns(), $rows[0], 'The first line is the header.' );
		$this->assertCount( 3, $rows, 'A header and two sign-ups.' );
		$this->assertSame( array( 'Create It Forward waitlist', 'ada@example.com', 'Ada', 'Lovelace', 'Hello, "world"' . "\n" . 'second line', '/play-it-forward', Signup_Lists::consent_text( 'cif' ) ), array_slice( $rows[1], 0, 7 ), 'Commas, quotes and line breaks survive the round trip.' );
		$this->assertSame( "'=HYPERLINK(\"http://evil.example\",\"x\")", $rows[2][2], 'A formula in the first name is neutralised.' );
		$this->assertSame( "'@SUM(1)", $rows[2][3], 'An @ formula in the last name is neutralised.' );
		$this->assertSame( "'-cmd|calc", $rows[2][4], 'A - formula in the message is neutralised.' );
		$this->assertMatchesRegularExpression( '/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/', $rows[1][7], 'The sign-up time is exported.' );
	}

	public function test_the_export_follows_the_list_filter_and_search(): void {
		$this->add( 'cif', 'ada@example.com', 'Ada' );
		$this->add( 'newsletter', 'ada@example.com', 'Ada' );
		$this->add( 'newsletter', 'bob@example.com', 'Bob' );

		$newsletter = $this->export( array( 'kind' => 'newsletter' ) );
		$emails     = array_column( array_slice( $newsletter, 1 ), 1 );
		sort( $emails );
		$this->assertSame( array( 'ada@example.com', 'bob@example.com' ), $emails, 'Both newsletter sign-ups are exported.' );
		$this->assertSame( array( 'Newsletter' ), array_values( array_unique( array_column( array_slice( $newsletter, 1 ), 0 ) ) ), 'Only the newsletter list is exported.' );
		$this->assertCount( 3, $newsletter, 'A header and two newsletter sign-ups.' );

		$bob = $this->export( array( 'search' => 'bob' ) );
		$this->assertCount( 2, $bob, 'Search narrows the export to matching sign-ups.' );
		$this->assertSame( 'bob@example.com', $bob[1][1], 'The matching sign-up is exported.' );
	}
}
