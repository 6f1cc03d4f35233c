<?php
/**
 * Sign-ups as CSV.
 *
 * @package PlayPal
 */

namespace PlayPal\Signups;

use PlayPal\Database\Signups_Repository;

defined( 'ABSPATH' ) || exit;

/**
 * Writes sign-ups as CSV, with every cell a spreadsheet could run as a
 * formula neutralised: the values come from strangers on the internet.
 */
final class Csv_Export {

	/** Rows read from the database per query while exporting. */
	private const BATCH = 500;

	public function __construct( private Signups_Repository $signups ) {}

	/**
	 * The header row.
	 *
	 * @return string[]
	 */
	public static function columns(): array {
		return array(
			__( 'List', 'playpal' ),
			__( 'Email', 'playpal' ),
			__( 'First name', 'playpal' ),
			__( 'Last name', 'playpal' ),
			__( 'Message', 'playpal' ),
			__( 'Source page', 'playpal' ),
			__( 'Consent given', 'playpal' ),
			__( 'Signed up at (UTC)', 'playpal' ),
			__( 'Referral code', 'playpal' ),
			__( 'Confirmed', 'playpal' ),
		);
	}

	/**
	 * Makes a cell safe to open in a spreadsheet: a value starting with `=`,
	 * `+`, `-` or `@` (or a tab or carriage return, which some spreadsheets
	 * skip before reading a formula) gets a leading apostrophe, so it is
	 * shown as text instead of being evaluated (OWASP "CSV injection").
	 *
	 * @param string $value Cell value.
	 */
	public static function neutralize( string $value ): string {
		return '' !== $value && str_contains( "=+-@\t\r", $value[0] ) ? "'" . $value : $value;
	}

	/**
	 * Writes the header and every sign-up matching the filters.
	 *
	 * @param resource                              $handle  Writable stream, e.g. php://output.
	 * @param array{kind?: string, search?: string} $filters List and search text, as on the screen.
	 * @return int Rows written (without the header).
	 */
	public function write( $handle, array $filters ): int {
		$this->put( $handle, self::columns() );
		$written = 0;
		$page    = 1;
		do {
			$rows  = $this->signups->find( $filters + array( 'order' => 'asc' ), self::BATCH, $page++ );
			$count = count( $rows );
			foreach ( $rows as $row ) {
				$this->put(
					$handle,
					array(
						Signup_Lists::label( $row['kind'] ),
						$row['email'],
						$row['first_name'],
						$row['last_name'],
						$row['message'],
						$row['source_page'],
						$row['consent_text'],
						$row['created_at'],
						$row['referral_code'] ?? '',
						Signup_Lists::confirmation_label( $row ),
					)
				);
				++$written;
			}
		} while ( self::BATCH === $count );
		return $written;
	}

	/**
	 * One CSV line, every cell neutralised.
	 *
	 * @param resource $handle Stream.
	 * @param string[] $cells  Cells.
	 */
	private function put( $handle, array $cells ): void {
		fputcsv( $handle, array_map( array( self::class, 'neutralize' ), array_map( 'strval', $cells ) ), ',', '"', '' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fputcsv
	}
}
