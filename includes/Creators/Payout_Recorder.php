<?php
/**
 * Records a payout the site owner made to a creator.
 *
 * @package PlayPal
 */

namespace PlayPal\Creators;

use DateTimeImmutable;
use DateTimeZone;
use PlayPal\Errors\Invalid_Input;
use PlayPal\Errors\Lock_Busy;
use PlayPal\Errors\Not_Found;
use PlayPal\Errors\Operation_Failed;
use PlayPal\Errors\Unavailable;
use PlayPal\Errors\Unusable;
use PlayPal\Money\Currency_Units;
use PlayPal\Money\Money;
use PlayPal\Database\Named_Lock;

defined( 'ABSPATH' ) || exit;

/**
 * Checks a payout as the wp-admin form sends it — a creator with earnings,
 * the currency (one the creator earned in; needed only when they earned in
 * more than one), an amount typed in that currency ("12.50" for dollars,
 * "350" for yen) above zero and no more than is due to them in it
 * (Settlement: refunded sales are not due), the day it was paid (not in the
 * future), an optional reference of plain text — and records it. The check
 * of what is due and the write hold one lock per creator, so two submissions
 * at once never pay out more than is due; what is due is read afresh under
 * it (a refund reconciled after that read takes `due` below zero, carried
 * forward on the statement).
 */
final class Payout_Recorder {

	/** Longest reference (a transfer id, an invoice number). */
	public const REFERENCE_MAX = 100;

	/** Largest amount in one payout, in whole currency units (a yen amount is still below 2^53). */
	private const AMOUNT_MAX = 1000000;

	public function __construct(
		private Creator_Statement $statement,
		private Payout_Ledger $payouts,
		private Commission_Ledger $ledger
	) {}

	// phpcs:disable Squiz.Commenting.FunctionCommentThrowTag.WrongNumber -- Some are thrown by the helpers and the locked step.
	/**
	 * Records a payout from the form's fields.
	 *
	 * @param array<mixed>      $fields   `creator`, `currency` (ISO 4217, optional for one currency), `amount` (e.g. "12.50", "350" in yen), `paid_on` (YYYY-MM-DD), `reference`.
	 * @param int               $recorder The site owner recording it.
	 * @param DateTimeImmutable $now      Now.
	 * @param DateTimeZone      $zone     The site's time zone (what "today" is).
	 * @return int The payout's id.
	 * @throws Invalid_Input    For a field that is not valid.
	 * @throws Not_Found        For a creator without earnings.
	 * @throws Unusable         For more than is due.
	 * @throws Unavailable      When another payout to them is being recorded.
	 * @throws Operation_Failed When the database refuses the row.
	 */
	public function record( array $fields, int $recorder, DateTimeImmutable $now, DateTimeZone $zone ): int {
	// phpcs:enable Squiz.Commenting.FunctionCommentThrowTag.WrongNumber
		$creator   = self::creator_id( $fields['creator'] ?? null );
		$paid_on   = self::day( $fields['paid_on'] ?? null, $now->setTimezone( $zone )->format( 'Y-m-d' ) );
		$reference = self::reference( $fields['reference'] ?? '' );
		$earned_in = array_values( array_unique( array_column( $this->ledger->for_creator( $creator ), 'currency' ) ) );
		if ( ! $earned_in ) {
			throw new Not_Found( 'playpal_payout_creator_unknown', __( 'This person has no creator earnings to pay out.', 'playpal' ), array( 'param' => 'creator' ) );
		}
		$currency = self::currency( $fields['currency'] ?? null, $earned_in );
		$amount   = self::amount( $fields['amount'] ?? null, $currency );
		if ( ! Money_Units_Upgrade::done() ) {
			throw new Unavailable( 'playpal_payout_busy', __( 'Another payout to this creator is being recorded. Please try again in a moment.', 'playpal' ) );
		}
		try {
			return (int) Named_Lock::run(
				'payout_' . $creator,
				5,
				function () use ( $creator, $amount, $currency, $paid_on, $reference, $recorder, $now ): int {
					// Read again under the lock: a refund reconciled since the form was shown is no longer due.
					$due = $this->statement->balance( $creator, $now, $currency )['due'];
					if ( $amount > $due ) {
						throw new Unusable( 'playpal_payout_over_due', __( 'The amount is more than is due to this creator now.', 'playpal' ), array( 'param' => 'amount' ) );
					}
					$id = $this->payouts->add(
						array(
							'creator_id'  => $creator,
							'amount'      => $amount,
							'currency'    => $currency,
							'paid_on'     => $paid_on,
							'reference'   => $reference,
							'recorded_by' => $recorder,
						)
					);
					if ( $id < 1 ) {
						throw new Operation_Failed( 'playpal_payout_failed', __( 'The payout could not be recorded just now. Please try again.', 'playpal' ) );
					}
					return $id;
				}
			);
		} catch ( Lock_Busy ) {
			throw new Unavailable( 'playpal_payout_busy', __( 'Another payout to this creator is being recorded. Please try again in a moment.', 'playpal' ) );
		}
	}

	/**
	 * The creator's user id.
	 *
	 * @param mixed $value As sent.
	 * @throws Invalid_Input When it is not a positive whole number.
	 */
	private static function creator_id( mixed $value ): int {
		if ( ! is_scalar( $value ) || ! preg_match( '/^[1-9][0-9]{0,18}$/', (string) $value ) ) {
			throw new Invalid_Input( 'playpal_payout_creator_invalid', __( 'Please choose a creator.', 'playpal' ), array( 'param' => 'creator' ) );
		}
		return (int) $value;
	}

	/**
	 * The currency paid in: the one sent, which must be one the creator
	 * earned in, or their only one when none is sent.
	 *
	 * @param mixed    $value     As sent.
	 * @param string[] $earned_in The creator's currencies.
	 * @throws Invalid_Input When it is missing among several, or not theirs.
	 */
	private static function currency( mixed $value, array $earned_in ): string {
		if ( ( null === $value || '' === $value ) && 1 === count( $earned_in ) ) {
			return $earned_in[0];
		}
		$code = is_string( $value ) ? strtoupper( trim( $value ) ) : '';
		if ( ! in_array( $code, $earned_in, true ) ) {
			throw new Invalid_Input( 'playpal_payout_currency_invalid', __( 'Please choose the currency of the payout: one the creator earned in.', 'playpal' ), array( 'param' => 'currency' ) );
		}
		return $code;
	}

	/**
	 * The amount in the currency's minor units, from what a person types in
	 * it ("12", "12.5", "12.50" for dollars; "350" for yen, never "350.5").
	 *
	 * @param mixed  $value    As sent.
	 * @param string $currency ISO 4217 code.
	 * @throws Invalid_Input When it is not an amount above zero in that currency.
	 */
	private static function amount( mixed $value, string $currency ): int {
		$money = Money::parse_typed( $value, $currency );
		if ( null === $money || $money->minor < 1 || $money->minor > self::AMOUNT_MAX * 10 ** Currency_Units::of( $currency ) ) {
			throw new Invalid_Input( 'playpal_payout_amount_invalid', __( 'Please enter the amount paid in the creator’s currency, like 12.50 (or 350 for yen).', 'playpal' ), array( 'param' => 'amount' ) );
		}
		return $money->minor;
	}

	/**
	 * The day it was paid: a real date, from 2000 to today.
	 *
	 * @param mixed  $value As sent.
	 * @param string $today Today in the site's calendar.
	 * @throws Invalid_Input When it is not such a day.
	 */
	private static function day( mixed $value, string $today ): string {
		$text = is_string( $value ) ? $value : '';
		if ( ! preg_match( '/^([0-9]{4})-([0-9]{2})-([0-9]{2})$/', $text, $parts ) || ! checkdate( (int) $parts[2], (int) $parts[3], (int) $parts[1] ) || $text < '2000-01-01' || $text > $today ) {
			throw new Invalid_Input( 'playpal_payout_date_invalid', __( 'Please enter the day it was paid (not a day in the future).', 'playpal' ), array( 'param' => 'paid_on' ) );
		}
		return $text;
	}

	/**
	 * The reference: plain text, at most 100 characters.
	 *
	 * @param mixed $value As sent.
	 * @throws Invalid_Input When it is not.
	 */
	private static function reference( mixed $value ): string {
		$text = is_string( $value ) ? trim( $value ) : null;
		if ( null === $text || wp_check_invalid_utf8( $text ) !== $text || mb_strlen( $text ) > self::REFERENCE_MAX || sanitize_text_field( $text ) !== $text ) {
			throw new Invalid_Input( 'playpal_payout_reference_invalid', __( 'The reference must be plain text of at most 100 characters.', 'playpal' ), array( 'param' => 'reference' ) );
		}
		return $text;
	}
}
