<?php
/**
 * Response schema of `GET pp/v1/referrals/me`.
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Schemas;

defined( 'ABSPATH' ) || exit;

/**
 * Partner stats (SPEC §3) with the rank, the referral code and link, and
 * whether the figures are the spec's sample (`sample: true`).
 */
final class Partner_Stats_Schema extends Abstract_Schema {

	protected const TITLE = 'playpal-partner-stats';

	/**
	 * {@inheritDoc}
	 */
	public function get_properties(): array {
		return array(
			'totalEarnings'  => self::read_only( 'number', __( 'Total commission earned.', 'playpal' ) ),
			'referralCount'  => self::read_only( 'integer', __( 'People referred who became customers.', 'playpal' ) ),
			'conversionRate' => self::read_only( 'number', __( 'Conversion rate, in percent.', 'playpal' ) ),
			'clickCount'     => self::read_only( 'integer', __( 'Clicks on the referral link.', 'playpal' ) ),
			'lifetimeValue'  => self::read_only( 'number', __( 'Lifetime value of the referred customers.', 'playpal' ) ),
			'rank'           => self::read_only( 'string', __( 'Partner rank from total commission.', 'playpal' ), array( 'enum' => array( 'Bronze', 'Silver', 'Gold', 'Platinum' ) ) ),
			'code'           => self::read_only( 'string', __( 'Referral code.', 'playpal' ) ),
			'link'           => self::read_only( 'string', __( 'Referral link: the site address with ?ref= and the code.', 'playpal' ), array( 'format' => 'uri' ) ),
			'sample'         => self::read_only( 'boolean', __( 'Whether these are sample figures because the provider could not answer.', 'playpal' ) ),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param mixed $item Referral_Service::for_user()'s answer.
	 */
	public function get_item_response( mixed $item ): array {
		$item = (array) $item;
		return array(
			'totalEarnings'  => round( (float) ( $item['totalEarnings'] ?? 0 ), 2 ),
			'referralCount'  => (int) ( $item['referralCount'] ?? 0 ),
			'conversionRate' => round( (float) ( $item['conversionRate'] ?? 0 ), 2 ),
			'clickCount'     => (int) ( $item['clickCount'] ?? 0 ),
			'lifetimeValue'  => round( (float) ( $item['lifetimeValue'] ?? 0 ), 2 ),
			'rank'           => (string) ( $item['rank'] ?? 'Bronze' ),
			'code'           => (string) ( $item['code'] ?? '' ),
			'link'           => esc_url_raw( (string) ( $item['link'] ?? '' ) ),
			'sample'         => (bool) ( $item['sample'] ?? true ),
		);
	}
}
