<?php
/**
 * The referral provider's calls (SPEC §7, Referral provider).
 *
 * @package PlayPal
 */

namespace PlayPal\Referrals;

use PlayPal\Errors\Provider_Error;

defined( 'ABSPATH' ) || exit;

/**
 * An external partner-programme service. Every method throws
 * Provider_Error when the call fails or its answer is not usable.
 */
interface Referral_Provider {

	/**
	 * Whether the site owner configured the provider (address, programme, key).
	 */
	public function is_configured(): bool;

	/**
	 * `POST /partners` with program_id, email, name, external_id.
	 *
	 * @param string $email       Partner's email.
	 * @param string $name        Partner's name.
	 * @param string $external_id This site's id for the partner (the user id).
	 * @return string The new partner's id.
	 * @throws Provider_Error On failure.
	 */
	public function create_partner( string $email, string $name, string $external_id ): string;

	/**
	 * `GET /partners/{id}/stats`.
	 *
	 * @param string $partner_id Partner id.
	 * @return array{total_commission: float, customers_count: int, conversion_rate: float, clicks_count: int, lifetime_value: float}
	 * @throws Provider_Error On failure.
	 */
	public function partner_stats( string $partner_id ): array;

	/**
	 * `GET /partners/{id}`: the partner's referral code.
	 *
	 * @param string $partner_id Partner id.
	 * @throws Provider_Error On failure.
	 */
	public function referral_code( string $partner_id ): string;
}
