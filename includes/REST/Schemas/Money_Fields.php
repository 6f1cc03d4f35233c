<?php
/**
 * Money in the routes' answers: `{amount, currency}` in minor units.
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Schemas;

use InvalidArgumentException;
use PlayPal\Money\Money;

defined( 'ABSPATH' ) || exit;

/**
 * Every amount PlayPal's routes answer (the creator's figures, membership
 * prices) is an object `{amount, currency}`:
 * an integer in the ISO 4217 minor units of the currency (350 for $3.50, 350
 * for ¥350), as Money::to_array() writes it and src/lib/money.ts reads it.
 * A figure that may span currencies is a list with one amount per currency,
 * never empty (a zero in the store's currency when nothing was earned) and
 * never a sum across currencies.
 */
trait Money_Fields {

	/**
	 * The schema of one amount.
	 *
	 * @param string $description What it is.
	 * @return array<string, mixed>
	 */
	private static function money_field( string $description ): array {
		return self::read_only( 'object', $description ) + array(
			'properties' => array(
				'amount'   => self::read_only( 'integer', __( 'Whole minor units of the currency (ISO 4217): 350 is $3.50, or ¥350.', 'playpal' ) ),
				'currency' => self::read_only( 'string', __( 'Currency (ISO 4217 code).', 'playpal' ) ),
			),
		);
	}

	/**
	 * The schema of one amount per currency.
	 *
	 * @param string $description What it is.
	 * @return array<string, mixed>
	 */
	private static function money_list_field( string $description ): array {
		return self::read_only( 'array', $description . ' ' . __( 'One amount per currency, never added together.', 'playpal' ) ) + array(
			'items' => self::money_field( __( 'The amount in one currency.', 'playpal' ) ),
		);
	}

	/**
	 * One amount as the answer carries it.
	 *
	 * @param mixed $minor    Minor units.
	 * @param mixed $currency ISO 4217 code.
	 * @return array{amount: int, currency: string}
	 */
	private static function money( mixed $minor, mixed $currency ): array {
		try {
			return Money::of( (int) $minor, (string) $currency )->to_array();
		} catch ( InvalidArgumentException ) {
			// A damaged row's code (Money_Units_Upgrade flags it) is shown as stored, not dropped.
			return array(
				'amount'   => (int) $minor,
				'currency' => (string) $currency,
			);
		}
	}

	/**
	 * Sums by currency as a list, the store's currency at zero when empty.
	 *
	 * @param mixed  $sums     Minor units by ISO 4217 code.
	 * @param string $fallback The store's currency.
	 * @return list<array{amount: int, currency: string}>
	 */
	private static function money_list( mixed $sums, string $fallback ): array {
		$list = array();
		foreach ( (array) $sums as $currency => $minor ) {
			$list[] = self::money( $minor, $currency );
		}
		return $list ? $list : array( self::money( 0, $fallback ) );
	}
}
