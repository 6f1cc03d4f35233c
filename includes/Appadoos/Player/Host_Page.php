<?php
/**
 * The page around an Appadoo opened in its own window.
 *
 * @package PlayPal
 */

namespace PlayPal\Appadoos\Player;

use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * `/play/{key}/` opened as a page of its own: a full-window sandboxed frame
 * on the package (opaque origin, like the portal's preview) and our relay
 * (build/appadoo-host.js, src/appadoo-runtime/host.ts), which passes the
 * runtime's session messages to `POST pp/v1/appadoos/{key}/sessions`
 * (docs/APPADOOS.md, Play analytics), and which renews the frame's lease
 * while the page plays (`POST pp/v1/appadoos/{key}/play-lease`, Play_Lease;
 * src/appadoo-runtime/lease-renewal.ts). The package keeps `connect-src
 * 'none'`; only this page, which runs no code but ours, may reach those
 * endpoints. Its own policy allows nothing else: its inline script and style
 * by a per-answer nonce, frames of this Appadoo's player path, no forms, and
 * it cannot be framed itself.
 */
final class Host_Page {

	/** Where the built relay is, under the plugin folder. */
	public const HOST_BUILD = 'build/appadoo-host.js';

	/**
	 * Filter (its name, as applied in respond()) that answers the family configuration for a signed-in
	 * person (Family\Host_Page_Family; null: no "Who's playing?", today's page).
	 */
	public const FAMILY_FILTER = 'playpal_player_host_family';

	/** What the package may do in the frame; never allow-same-origin (as the portal's PreviewDialog). */
	public const SANDBOX = 'allow-scripts allow-forms allow-modals';

	/**
	 * The page.
	 *
	 * With a family configuration (a signed-in parent with children), the
	 * frame gets its address only once the host's script has asked who is
	 * playing (`data-playpal-src`), and the page may also reach the family
	 * routes (pp/v1/family/children/…) that count the child's time and keep
	 * their saved state (docs/FAMILY.md, "The host page").
	 *
	 * @param WP_Post     $post      Appadoo.
	 * @param string      $frame_url Tokenised address of the package's entry page.
	 * @param int         $user_id   Signed-in person (0: a guest, or a page without family).
	 * @param bool        $saved     Whether this is the copy the offline library saves (Player::offline_files()):
	 *                               marked for the relay, which plays the saved files in the frame when the
	 *                               worker answers this copy with no network, under offline_csp(). It is
	 *                               kept on the device, so its family configuration carries no REST nonce:
	 *                               the page asks for a fresh one once the network is back (saved_family()).
	 * @param string|null $share     The share token of a share link's page (Player::open_shared()), passed to
	 *                               the family filter: the family routes admit it as the player does.
	 * @param string|null $lease     The framed token when this page renews its load's lease (Play_Lease): the
	 *                               frame carries the renewal endpoint, the token and its renewal key
	 *                               (Play_Token::renew_key(), printed here only), and the page may reach that
	 *                               endpoint. Null: no renewal (the saved copy, whose lease is fixed).
	 */
	public function respond( WP_Post $post, string $frame_url, int $user_id = 0, bool $saved = false, ?string $share = null, ?string $lease = null ): Play_Response {
		$nonce    = bin2hex( random_bytes( 16 ) );
		$key      = (string) $post->post_name;
		$endpoint = self::endpoint( $key );
		$renewal  = null === $lease ? null : self::lease_endpoint( $key );
		$family   = $user_id > 0 ? apply_filters( 'playpal_player_host_family', null, $post, $user_id, $share ) : null;
		$family   = is_array( $family ) && isset( $family['rest'] ) && is_string( $family['rest'] ) ? $family : null;
		if ( null !== $family && $saved ) {
			$family = self::saved_family( $family );
		}
		$relay = is_readable( PLAYPAL_PLUGIN_DIR . self::HOST_BUILD ) ? (string) file_get_contents( PLAYPAL_PLUGIN_DIR . self::HOST_BUILD ) : ''; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		// The build is ours; "</script" inside it would end the element early, and "<\/" means the same to JavaScript.
		$relay = str_ireplace( '</script', '<\/script', $relay );
		$title = (string) $post->post_title;

		$html = '<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">'
			. '<title>' . esc_html( $title ) . '</title>'
			. '<style nonce="' . esc_attr( $nonce ) . '">html,body{margin:0;height:100%;overflow:hidden}iframe{display:block;border:0;width:100%;height:100%}</style>'
			. '</head><body>'
			. '<iframe id="playpal-player" ' . ( null === $family ? 'src' : 'data-playpal-src' ) . '="' . esc_url( $frame_url ) . '" sandbox="' . esc_attr( self::SANDBOX ) . '" referrerpolicy="no-referrer"'
			. ' title="' . esc_attr( $title ) . '" data-playpal-key="' . esc_attr( $key ) . '" data-playpal-endpoint="' . esc_url( $endpoint ) . '"'
			. ( $saved ? ' data-playpal-saved="1"' : '' )
			. ( null === $lease || null === $renewal ? '' : ' data-playpal-lease="' . esc_url( $renewal ) . '" data-playpal-token="' . esc_attr( $lease ) . '" data-playpal-renew="' . esc_attr( Play_Token::renew_key( $lease ) ) . '"' )
			. '></iframe>'
			// JSON_HEX_TAG: no nickname can end the element early; a JSON block is data, never run.
			. ( null === $family ? '' : '<script type="application/json" id="playpal-family">' . wp_json_encode( $family, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_UNICODE ) . '</script>' )
			. '<script nonce="' . esc_attr( $nonce ) . '">' . $relay . '</script>'
			. '</body></html>';

		return new Play_Response(
			200,
			array(
				'Content-Type'            => 'text/html; charset=utf-8',
				'Content-Security-Policy' => $saved
					? self::offline_csp( $nonce, home_url( '/' . Player::PREFIX . '/' . $key . '/' ), $endpoint, null === $family ? null : $family['rest'], null === $family ? null : $family['nonceUrl'] )
					: self::csp( $nonce, home_url( '/' . Player::PREFIX . '/' . $key . '/' ), $endpoint, null === $family ? null : $family['rest'], $renewal ),
				'X-Content-Type-Options'  => 'nosniff',
				'Cache-Control'           => 'private, no-store',
				'Referrer-Policy'         => 'no-referrer',
				'X-Robots-Tag'            => 'noindex, nofollow',
			),
			$html
		);
	}

	/**
	 * The family configuration of the saved copy. That copy lives in the
	 * signed-in person's own saved cache (docs/OFFLINE.md: deleted at
	 * sign-out or when someone else signs in), for days: it keeps what the
	 * online page prints (children's nicknames, avatars, the day's figures,
	 * the device key, the routes' base) but never a REST nonce, which would
	 * outlive its 12-24 hours there and is a credential. Once the network is
	 * back the page asks WordPress's own `admin-ajax.php?action=rest-nonce`
	 * (signed-in only, answered with the cookie, readable by this origin
	 * alone) for a fresh one (src/appadoo-runtime/family/family-api.ts).
	 *
	 * @param array<string, mixed> $family The online page's configuration.
	 * @return array<string, mixed>
	 */
	private static function saved_family( array $family ): array {
		$family['nonce']    = '';
		$family['nonceUrl'] = admin_url( 'admin-ajax.php?action=rest-nonce' );
		return $family;
	}

	/**
	 * The sessions endpoint of an Appadoo.
	 *
	 * @param string $key Public key.
	 */
	public static function endpoint( string $key ): string {
		return rest_url( 'pp/v1/appadoos/' . $key . '/sessions' );
	}

	/**
	 * Where a host page renews its load's lease.
	 *
	 * @param string $key Public key.
	 */
	public static function lease_endpoint( string $key ): string {
		return rest_url( 'pp/v1/appadoos/' . $key . '/play-lease' );
	}

	/**
	 * The family's parent-mode route: the break screen's switch asks the PIN there (docs/FAMILY.md).
	 */
	public static function parent_mode_endpoint(): string {
		return rest_url( 'pp/v1/family/parent-mode' );
	}

	/**
	 * The page's policy.
	 *
	 * @param string      $nonce    Nonce of its script and style.
	 * @param string      $player   This Appadoo's player path (the frame's prefix).
	 * @param string      $endpoint The sessions endpoint.
	 * @param string|null $family   The family routes' base (pp/v1/family/children/), for a parent's page only.
	 * @param string|null $lease    The lease renewal endpoint, for a page that renews its load's lease.
	 */
	public static function csp( string $nonce, string $player, string $endpoint, ?string $family = null, ?string $lease = null ): string {
		// A source expression ends at "?" (plain permalinks put the route in the query); the path part is what CSP compares.
		$connect = strtok( $endpoint, '?' );
		if ( null !== $family ) {
			// A path ending in "/" matches everything under it: the children's play, extra-time and state routes;
			// and the parent-mode route, where the break screen's switch asks the PIN.
			$connect .= ' ' . strtok( $family, '?' ) . ' ' . strtok( self::parent_mode_endpoint(), '?' );
		}
		if ( null !== $lease ) {
			$connect .= ' ' . strtok( $lease, '?' );
		}
		return implode(
			'; ',
			array(
				"default-src 'none'",
				"script-src 'nonce-{$nonce}'",
				"style-src 'nonce-{$nonce}'",
				"frame-src {$player}",
				"connect-src {$connect}",
				"img-src 'none'",
				"base-uri 'none'",
				"form-action 'none'",
				"frame-ancestors 'none'",
			)
		);
	}

	/**
	 * The policy of the saved copy. Offline, the frame plays the saved files
	 * from `blob:` addresses as its `srcdoc` (src/appadoo-runtime/offline-frame.ts),
	 * and a `srcdoc` document keeps its host page's policy on top of its own
	 * (which is the package's: no network). So this one admits what a package
	 * needs and nothing from the network: scripts by the answer's nonce (the
	 * bootstrap gives it to the package's scripts) or from `blob:`, eval and
	 * inline handlers, inline and `blob:` styles, `blob:`/`data:` pictures,
	 * fonts and media. Everything else is csp()'s: frames of this Appadoo's
	 * player path only, the one sessions endpoint, no forms, not framed. The
	 * frame keeps its sandbox attribute (no allow-same-origin). A parent's
	 * copy may also reach the family routes and the one address that hands
	 * out a fresh REST nonce (saved_family()), to send what was played
	 * offline once the network is back.
	 *
	 * @param string      $nonce     Nonce of its script and style.
	 * @param string      $player    This Appadoo's player path (the frame's prefix).
	 * @param string      $endpoint  The sessions endpoint.
	 * @param string|null $family    The family routes' base, for a parent's copy only.
	 * @param string|null $nonce_url Where that copy asks for a fresh REST nonce.
	 */
	public static function offline_csp( string $nonce, string $player, string $endpoint, ?string $family = null, ?string $nonce_url = null ): string {
		$connect = strtok( $endpoint, '?' );
		if ( null !== $family && null !== $nonce_url ) {
			// Paths only: the query (?action=…) is no part of a source expression.
			$connect .= ' ' . strtok( $family, '?' ) . ' ' . strtok( self::parent_mode_endpoint(), '?' ) . ' ' . strtok( $nonce_url, '?' );
		}
		return implode(
			'; ',
			array(
				"default-src 'none'",
				"script-src 'nonce-{$nonce}' blob: 'unsafe-eval'",
				"script-src-attr 'unsafe-inline'",
				"style-src 'unsafe-inline' blob:",
				'img-src blob: data:',
				'font-src blob: data:',
				'media-src blob: data:',
				"frame-src {$player}",
				"connect-src {$connect}",
				"manifest-src 'none'",
				"object-src 'none'",
				"base-uri 'none'",
				"form-action 'none'",
				"frame-ancestors 'none'",
			)
		);
	}
}
