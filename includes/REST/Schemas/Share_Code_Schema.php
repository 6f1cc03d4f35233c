<?php
/**
 * Response schema of a shared item (`pp/v1/share-codes`).
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Schemas;

use PlayPal\Appadoos\Player\Player;

defined( 'ABSPATH' ) || exit;

/**
 * A shared item (SPEC §3): id, title, type, shareCode, timesShared (opens
 * that got in), conversions (sign-ups and orders after an open), expiresAt,
 * isActive, plus usageLimit and the share link. Earnings per item are not
 * known: the provider reports commission per partner, not per share.
 */
final class Share_Code_Schema extends Abstract_Schema {

	protected const TITLE = 'playpal-shared-item';

	/**
	 * {@inheritDoc}
	 */
	public function get_properties(): array {
		return array(
			'id'          => self::read_only( 'integer', __( 'Share code id.', 'playpal' ) ),
			'appadooId'   => self::read_only( 'integer', __( 'The Appadoo shared.', 'playpal' ) ),
			'title'       => self::read_only( 'string', __( 'The Appadoo\'s name.', 'playpal' ) ),
			'type'        => self::read_only( 'string', __( 'What is shared.', 'playpal' ), array( 'enum' => array( 'appadoo', 'theme-pack' ) ) ),
			'shareCode'   => self::read_only( 'string', __( 'The code.', 'playpal' ) ),
			'url'         => self::read_only( 'string', __( 'The share link: /play/{slug}/?share={code}.', 'playpal' ) ),
			'timesShared' => self::read_only( 'integer', __( 'How many times the link opened the Appadoo.', 'playpal' ) ),
			'usageLimit'  => self::read_only( 'integer', __( 'How many opens the code allows.', 'playpal' ) ),
			'conversions' => self::read_only( 'integer', __( 'Sign-ups and orders by people who opened the link.', 'playpal' ) ),
			'expiresAt'   => self::read_only( 'string', __( 'When the code stops working (ISO 8601, UTC).', 'playpal' ) ),
			'isActive'    => self::read_only( 'boolean', __( 'Whether the code still opens the Appadoo.', 'playpal' ) ),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param mixed $item `{row: array (a playpal_share_codes row), now: int}`.
	 */
	public function get_item_response( mixed $item ): array {
		$item    = (array) $item;
		$row     = (array) ( $item['row'] ?? array() );
		$now     = (int) ( $item['now'] ?? time() );
		$post    = get_post( (int) ( $row['appadoo_id'] ?? 0 ) );
		$expires = strtotime( (string) ( $row['expires_at'] ?? '' ) . ' UTC' );
		$uses    = (int) ( $row['uses'] ?? 0 );
		$limit   = (int) ( $row['usage_limit'] ?? 0 );
		$code    = (string) ( $row['code'] ?? '' );
		return array(
			'id'          => (int) ( $row['id'] ?? 0 ),
			'appadooId'   => (int) ( $row['appadoo_id'] ?? 0 ),
			'title'       => $post ? (string) $post->post_title : '',
			'type'        => 'appadoo',
			'shareCode'   => $code,
			'url'         => $post ? add_query_arg( 'share', $code, Player::public_url( $post->post_name ) ) : '',
			'timesShared' => $uses,
			'usageLimit'  => $limit,
			'conversions' => (int) ( $row['conversions'] ?? 0 ),
			'expiresAt'   => false !== $expires ? gmdate( 'c', $expires ) : '',
			'isActive'    => false !== $expires && $expires > $now && $uses < $limit,
		);
	}

	/**
	 * `{success: true, items, appadoos}`: the person's shared items and the
	 * Appadoos they may share (`{id, title}`).
	 *
	 * @param array<int, array<string, mixed>> $rows     The person's share code rows.
	 * @param \WP_Post[]                       $appadoos Their own Appadoos.
	 * @param int                              $now      Unix time the answer is for.
	 * @return array<string, mixed>
	 */
	public function collection_response( array $rows, array $appadoos, int $now ): array {
		return array(
			'success'  => true,
			'items'    => array_map(
				fn( array $row ): array => $this->get_item_response(
					array(
						'row' => $row,
						'now' => $now,
					)
				),
				array_values( $rows )
			),
			'appadoos' => array_map(
				static fn( \WP_Post $post ): array => array(
					'id'    => (int) $post->ID,
					'title' => (string) $post->post_title,
				),
				array_values( $appadoos )
			),
		);
	}

	/**
	 * `{success: true, item}`: the answer to sharing an Appadoo.
	 *
	 * @param array<string, mixed> $row The new share code row.
	 * @param int                  $now Unix time the answer is for.
	 * @return array<string, mixed>
	 */
	public function created_response( array $row, int $now ): array {
		return array(
			'success' => true,
			'item'    => $this->get_item_response(
				array(
					'row' => $row,
					'now' => $now,
				)
			),
		);
	}
}
