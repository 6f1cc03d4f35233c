<?php
/**
 * Response schema of `GET pp/v1/appadoos/{id}/preview`.
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Schemas;

defined( 'ABSPATH' ) || exit;

/**
 * `{url, openUrl, expiresAt, key}`: a tokenised player address for the portal's
 * sandboxed preview, the untokenised `/play/{slug}/` for a new window
 * (WordPress's cookie then mints a token), and when the token expires.
 */
final class Play_Link_Schema extends Abstract_Schema {

	protected const TITLE = 'playpal-play-link';

	/**
	 * {@inheritDoc}
	 */
	public function get_properties(): array {
		return array(
			'url'       => self::read_only( 'string', __( 'Player address with a short-lived token, for the sandboxed preview.', 'playpal' ), array( 'format' => 'uri' ) ),
			'openUrl'   => self::read_only( 'string', __( 'Player address for the signed-in owner, to open in a new window.', 'playpal' ), array( 'format' => 'uri' ) ),
			'expiresAt' => self::read_only( 'string', __( 'When the token in url stops working (ISO 8601, UTC).', 'playpal' ) ),
			'key'       => self::read_only( 'string', __( 'The Appadoo\'s public key, where its play sessions are reported.', 'playpal' ) ),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param mixed $item `{url, open_url, expires, key}`.
	 */
	public function get_item_response( mixed $item ): array {
		$item = (array) $item;
		return array(
			'url'       => (string) $item['url'],
			'openUrl'   => (string) $item['open_url'],
			'expiresAt' => gmdate( 'Y-m-d\TH:i:s\Z', (int) $item['expires'] ),
			'key'       => (string) $item['key'],
		);
	}
}
