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
		$number = static fn( string $description ): array => array(
			'description' => $description,
			'type'        => 'number',
			'readonly'    => true,
		);
		return array(
			'totalEarnings'  => $number( __( 'Total commission earned.', 'playpal' ) ),
			'referralCount'  => array(
				'description' => __( 'People referred who became customers.', 'playpal' ),
				'type'        => 'integer',
				'readonly'    => true,
			),
			'conversionRate' => $number( __( 'Conversion rate, in percent.', 'playpal' ) ),
			'clickCount'     => array(
				'description' => __( 'Clicks on the referral link.', 'playpal' ),
				'type'        => 'integer',
				'readonly'    => true,
			),
			'lifetimeValue'  => $number( __( 'Lifetime value of the referred customers.', 'playpal' ) ),
			'rank'           => array(
				'description' => __( 'Partner rank from total commission.', 'playpal' ),
				'type'        => 'string',
				'enum'        => array( 'Bronze', 'Silver', 'Gold', 'Platinum' ),
				'readonly'    => true,
			),
			'code'           => array(
				'description' => __( 'Referral code.', 'playpal' ),
				'type'        => 'string',
				'readonly'    => true,
			),
			'link'           => array(
				'description' => __( 'Referral link: the site address with ?ref= and the code.', 'playpal' ),
				'type'        => 'string',
				'format'      => 'uri',
				'readonly'    => true,
			),
			'sample'         => array(
				'description' => __( 'Whether these are sample figures because the provider could not answer.', 'playpal' ),
				'type'        => 'boolean',
				'readonly'    => true,
			),
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
