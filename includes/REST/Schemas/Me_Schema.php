<?php
/**
 * Response schema of `GET pp/v1/me`.
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Schemas;

use PlayPal\Offline\Offline_User_Key;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * Who is asking: `{loggedIn: false}` for a guest, otherwise
 * `{loggedIn: true, id, name, tier, vipUntil, member, memberUntil, memberPlan, canManageAllAppadoos, offlineKey}`.
 */
final class Me_Schema extends Abstract_Schema {

	protected const TITLE = 'playpal-me';

	/**
	 * {@inheritDoc}
	 */
	public function get_properties(): array {
		return array(
			'loggedIn'             => self::read_only( 'boolean', __( 'Whether the person is signed in.', 'playpal' ) ),
			'id'                   => self::read_only( 'integer', __( 'User id (signed in only).', 'playpal' ) ),
			'name'                 => self::read_only( 'string', __( 'Display name (signed in only).', 'playpal' ) ),
			'tier'                 => self::read_only( 'string', __( 'free or vip (signed in only).', 'playpal' ), array( 'enum' => array( 'free', 'vip' ) ) ),
			'vipUntil'             => self::read_only( array( 'string', 'null' ), __( 'Last day of the VIP Library Card bought, YYYY-MM-DD (past or future), or null: none bought, or VIP without end (signed in only).', 'playpal' ) ),
			'member'               => self::read_only( 'boolean', __( 'Whether the Create It Forward membership is active now (signed in only).', 'playpal' ) ),
			'memberUntil'          => self::read_only( array( 'string', 'null' ), __( 'Last day of the membership, YYYY-MM-DD (past or future), or null for none or no end (signed in only).', 'playpal' ) ),
			'memberPlan'           => self::read_only( array( 'string', 'null' ), __( 'The Creator product that sets the membership\'s last day: creator_monthly, creator_annual, or null (signed in only).', 'playpal' ), array( 'enum' => array( 'creator_monthly', 'creator_annual', null ) ) ),
			'canManageAllAppadoos' => self::read_only( 'boolean', __( 'Whether the person may see and change everyone\'s Appadoos (signed in only).', 'playpal' ) ),
			'offlineKey'           => self::read_only( 'string', __( 'The name this person\'s offline data goes under in the browser: 32 hex characters (signed in only).', 'playpal' ), array( 'pattern' => '^[0-9a-f]{32}$' ) ),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param mixed $item `{user: WP_User|null, can_manage_all: bool, tier: string, vip_until: string|null, member: bool, member_until: string|null, member_plan: string}`.
	 */
	public function get_item_response( mixed $item ): array {
		$item = (array) $item;
		$user = $item['user'] ?? null;
		if ( ! $user instanceof WP_User || ! $user->exists() ) {
			return array( 'loggedIn' => false );
		}
		return array(
			'loggedIn'             => true,
			'id'                   => (int) $user->ID,
			'name'                 => (string) $user->display_name,
			'tier'                 => 'vip' === ( $item['tier'] ?? '' ) ? 'vip' : 'free',
			'vipUntil'             => isset( $item['vip_until'] ) ? (string) $item['vip_until'] : null,
			'member'               => (bool) ( $item['member'] ?? false ),
			'memberUntil'          => isset( $item['member_until'] ) ? (string) $item['member_until'] : null,
			'memberPlan'           => in_array( $item['member_plan'] ?? '', array( 'creator_monthly', 'creator_annual' ), true ) ? (string) $item['member_plan'] : null,
			'canManageAllAppadoos' => (bool) ( $item['can_manage_all'] ?? false ),
			'offlineKey'           => (string) Offline_User_Key::for_user( (int) $user->ID ),
		);
	}
}
