<?php
/**
 * Logs referral provider failures.
 *
 * @package PlayPal
 */

namespace PlayPal\Referrals;

use PlayPal\Settings\Referral_Fields;

defined( 'ABSPATH' ) || exit;

/**
 * Writes one line per failure to PHP's error log, with the spec's messages
 * (SPEC §8: "Failed to create partner account", "Error initializing partner
 * data") and the failure's detail. The key is masked in case any detail ever
 * carried it; the messages themselves are built without it.
 */
final class Referral_Log {

	public const PARTNER_CREATION_FAILED = 'Failed to create partner account';
	public const INITIALISATION_FAILED   = 'Error initializing partner data';

	private Referral_Fields $fields;

	/**
	 * Constructor.
	 *
	 * @param Referral_Fields|null $fields The key's keeper (to mask it).
	 */
	public function __construct( ?Referral_Fields $fields = null ) {
		$this->fields = $fields ?? new Referral_Fields();
	}

	/**
	 * Logs a failure.
	 *
	 * @param string $message One of the class's messages.
	 * @param string $detail  What went wrong.
	 */
	public function error( string $message, string $detail ): void {
		$line = 'PlayPal referrals: ' . $message . ' (' . $detail . ')';
		$key  = $this->fields->key();
		if ( null !== $key ) {
			$line = str_replace( $key, '[key]', $line );
		}
		error_log( $line ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- The spec asks for these failures to be logged.
	}
}
