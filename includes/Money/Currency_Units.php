<?php
/**
 * How many digits a currency has after its decimal point, from ISO 4217.
 *
 * @package PlayPal
 */

namespace PlayPal\Money;

defined( 'ABSPATH' ) || exit;

/**
 * ISO 4217's minor unit of a currency: 0 for the yen, 2 for the dollar and
 * the euro, 3 for the Kuwaiti dinar. Never WooCommerce's "Number of
 * decimals" setting, which says how prices are *shown* and can change at any
 * time: money stored in display decimals changes its meaning with it.
 *
 * The table (iso-4217-minor-units.json, shared with src/lib/money.ts) lists
 * only the codes whose minor unit is not 2.
 */
final class Currency_Units {

	/** The minor unit of every code the table does not list. */
	private const USUAL = 2;

	/**
	 * The table, read once per request.
	 *
	 * @var array<string, int>|null
	 */
	private static ?array $table = null;

	/**
	 * Digits after the decimal point in the currency's minor unit.
	 *
	 * @param string $currency ISO 4217 code, any case ("JPY").
	 */
	public static function of( string $currency ): int {
		return self::table()[ strtoupper( trim( $currency ) ) ] ?? self::USUAL;
	}

	/**
	 * Whether a text is a three-letter code as ISO 4217 writes them.
	 *
	 * @param string $currency The text.
	 */
	public static function is_code( string $currency ): bool {
		return 1 === preg_match( '/^[A-Z]{3}$/', $currency );
	}

	/**
	 * Code → minor unit for the codes whose unit is not 2.
	 *
	 * @return array<string, int>
	 */
	private static function table(): array {
		if ( null === self::$table ) {
			$data        = json_decode( (string) file_get_contents( __DIR__ . '/iso-4217-minor-units.json' ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A file of the plugin's own.
			self::$table = array_map( 'intval', is_array( $data ) && is_array( $data['units'] ?? null ) ? $data['units'] : array() );
		}
		return self::$table;
	}
}
