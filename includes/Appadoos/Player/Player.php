<?php
/**
 * Plays an Appadoo's package at /play/{slug}.
 *
 * @package PlayPal
 */

namespace PlayPal\Appadoos\Player;

use PlayPal\Appadoos\Appadoo_Access;
use PlayPal\Appadoos\Appadoo_Deployment;
use PlayPal\Appadoos\Appadoo_Files;
use PlayPal\Appadoos\Appadoo_Repository;
use PlayPal\Appadoos\Converter\Html_Rewriter;
use PlayPal\Appadoos\Package_Types;
use PlayPal\Appadoos\Quiet_Io;
use PlayPal\Errors\Not_Found;
use PlayPal\Http\Client_Address;
use PlayPal\Referrals\Share_Codes;
use PlayPal\Referrals\Share_Token;
use PlayPal\Settings\Feature_Flags;
use PlayPal\Settings\Settings;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Serves packages on their own path, outside the React app (DESIGN §7,
 * docs/APPADOOS.md "Player"):
 *
 * - `GET /play/{slug}` (or `/play/{slug}/`): for its owner (or a site
 *   manager) signed in with WordPress's cookie, and for anyone once the
 *   Appadoo is deployed ("Live", Appadoo_Deployment): our host page
 *   (Host_Page) framing a fresh tokenised address (a visitor's token is for
 *   user 0); for anyone else 404, like a missing Appadoo.
 * - `GET /play/{slug}/{token}/{path}`: the package's files. The token
 *   (Play_Token) is the credential, because the package runs in an opaque
 *   origin whose requests carry no site cookies. It is bound to one load
 *   (a host page, the portal's preview, an offline save) and opens files
 *   only while that load's lease runs (Play_Lease; a host page renews its
 *   own, renew_lease()). A token that is not ours, or whose person may no
 *   longer see the Appadoo, is 404; one whose lease or life is over is 403
 *   with a short "open it again" page. A share link's address carries a
 *   Share_Token instead, checked against its share code on every request
 *   (respond_shared()), and bound to its page's load the same way.
 * - The package plays only inside its host page: a request for a package
 *   file with `Sec-Fetch-Dest: document` (the address opened in a tab of its
 *   own) is answered door(), never the package; the runtime checks its frame
 *   too (src/appadoo-runtime/door.ts), for browsers without fetch metadata.
 * - `…/{token}/playpal-runtime/runtime.js`: the runtime (build/appadoo-runtime.js)
 *   with the Appadoo's current settings in front, read on every open, so a
 *   settings change shows the next time the Appadoo opens.
 *
 * Every package answer carries a Content-Security-Policy that lets the page
 * load only its own package (the tokenised path), no network (`connect-src
 * 'none'`), no forms (`form-action 'none'`), and the `sandbox` directive
 * (opaque origin even when opened in its own window), `frame-ancestors
 * 'self'` (framed by the site's own pages only), plus nosniff,
 * `Cache-Control: private, no-store` and `Vary: Sec-Fetch-Dest`.
 *
 * The path is matched on `do_parse_request`, before WordPress reads the
 * request, so it needs no rewrite rules and works with any permalink setting
 * whose server hands unknown paths to WordPress.
 */
final class Player {

	/** The path segment under the site's home. */
	public const PREFIX = 'play';

	/**
	 * `/play/{slug}/?offline={token}`: the host page framing the package under
	 * that token (the person's own, unexpired) instead of a fresh one, so the
	 * host page the offline library saves frames exactly the files it saved
	 * (offline_files(), docs/OFFLINE.md).
	 */
	public const OFFLINE_QUERY_ARG = 'offline';

	private Appadoo_Files $files;

	private Appadoo_Repository $appadoos;

	private Appadoo_Access $access;

	private Appadoo_Deployment $deployment;

	private Share_Codes $share_codes;

	/**
	 * Constructor.
	 *
	 * @param Settings                $settings    Plugin settings (flags, trusted proxies), the one Plugin builds.
	 * @param Appadoo_Files|null      $files       Files.
	 * @param Appadoo_Repository|null $appadoos    Repository.
	 * @param Appadoo_Access|null     $access      Access rules.
	 * @param Appadoo_Deployment|null $deployment  Which Appadoos are Live.
	 * @param Share_Codes|null        $share_codes Play It Forward share codes.
	 */
	public function __construct( Settings $settings, ?Appadoo_Files $files = null, ?Appadoo_Repository $appadoos = null, ?Appadoo_Access $access = null, ?Appadoo_Deployment $deployment = null, ?Share_Codes $share_codes = null ) {
		$this->files       = $files ?? new Appadoo_Files();
		$this->appadoos    = $appadoos ?? new Appadoo_Repository( $this->files );
		$this->access      = $access ?? new Appadoo_Access();
		$this->deployment  = $deployment ?? new Appadoo_Deployment( new Feature_Flags( $settings ), $this->appadoos );
		$this->share_codes = $share_codes ?? new Share_Codes( new Feature_Flags( $settings ), new Client_Address( $settings ) );
	}

	public function add_hooks(): void {
		add_filter( 'do_parse_request', array( $this, 'maybe_play' ), 1, 2 );
	}

	/**
	 * Answers /play/… requests and ends them; leaves every other request to WordPress.
	 *
	 * @param bool  $parse Whether WordPress should parse the request.
	 * @param mixed $wp    WordPress environment.
	 */
	public function maybe_play( bool $parse, mixed $wp ): bool { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundAfterLastUsed -- Filter signature.
		$uri  = isset( $_SERVER['REQUEST_URI'] ) ? (string) wp_unslash( $_SERVER['REQUEST_URI'] ) : ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- Only compared and split below.
		$rest = $this->path_under_player( (string) wp_parse_url( $uri, PHP_URL_PATH ) );
		if ( null === $rest ) {
			return $parse;
		}
		$method  = isset( $_SERVER['REQUEST_METHOD'] ) ? strtoupper( sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) ) : 'GET';
		$share   = isset( $_GET[ Share_Codes::QUERY_ARG ] ) ? wp_unslash( $_GET[ Share_Codes::QUERY_ARG ] ) : null; // phpcs:ignore WordPress.Security.NonceVerification.Recommended, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- A share link; Share_Codes accepts only its exact shape.
		$offline = isset( $_GET[ self::OFFLINE_QUERY_ARG ] ) ? wp_unslash( $_GET[ self::OFFLINE_QUERY_ARG ] ) : null; // phpcs:ignore WordPress.Security.NonceVerification.Recommended, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- A play token; Play_Token::read() accepts only its exact, signed shape.
		$dest    = isset( $_SERVER['HTTP_SEC_FETCH_DEST'] ) ? sanitize_key( wp_unslash( $_SERVER['HTTP_SEC_FETCH_DEST'] ) ) : null;
		$this->send( $this->respond( $rest, get_current_user_id(), null, $share, $offline, $dest ), 'HEAD' === $method );
		exit;
	}

	/**
	 * The part of a URL path after `/play/`, or null when the path is not the player's.
	 *
	 * @param string $path URL path (still percent-encoded).
	 */
	public function path_under_player( string $path ): ?string {
		$home   = trailingslashit( (string) wp_parse_url( home_url( '/' ), PHP_URL_PATH ) );
		$prefix = $home . self::PREFIX . '/';
		if ( ! str_starts_with( $path, $prefix ) ) {
			return null;
		}
		return substr( $path, strlen( $prefix ) );
	}

	/**
	 * The player's public address of an Appadoo (without a token).
	 *
	 * @param WP_Post $post Appadoo.
	 */
	public function open_url( WP_Post $post ): string {
		return self::public_url( $post->post_name );
	}

	/**
	 * `/play/{slug}/`: where an Appadoo opens (for its owner; for anyone once deployed).
	 *
	 * @param string $slug The Appadoo post's name.
	 */
	public static function public_url( string $slug ): string {
		return home_url( '/' . self::PREFIX . '/' . $slug . '/' );
	}

	/**
	 * A tokenised address of the entry page for a person who may see the
	 * Appadoo, for the portal's preview dialog, which frames it itself: a
	 * fixed lease (Play_Lease::fixed_ttl(), never renewed).
	 *
	 * @param WP_Post  $post    Appadoo.
	 * @param int      $user_id Person.
	 * @param int|null $now     Current time (tests).
	 * @return array{url: string, expires: int}
	 */
	public function preview_url( WP_Post $post, int $user_id, ?int $now = null ): array {
		$link = $this->leased_url( $post, $user_id, false, $now ?? time() );
		return array(
			'url'     => $link['url'],
			'expires' => $link['expires'],
		);
	}

	/**
	 * A tokenised address of the entry page with its own lease.
	 *
	 * @param WP_Post $post      Appadoo.
	 * @param int     $user_id   Person (0: a visitor of a Live Appadoo).
	 * @param bool    $renewable Whether a host page renews it (Play_Lease).
	 * @param int     $now       Current time.
	 * @return array{url: string, token: string, expires: int}
	 * @throws \LogicException Never: the token it makes always reads back.
	 */
	private function leased_url( WP_Post $post, int $user_id, bool $renewable, int $now ): array {
		$token  = Play_Token::issue( $post->ID, $user_id, $now );
		$claims = Play_Token::read( $token, $post->ID, $now );
		if ( null === $claims ) {
			// Cannot happen: the token was signed just above for this Appadoo.
			throw new \LogicException( 'A play token just issued does not read back.' );
		}
		$expires = Play_Lease::start( 'p' . $claims['load'], $renewable, $now, $claims['expires'] );
		return array(
			'url'     => $this->entry_url( $post, $token ),
			'token'   => $token,
			'expires' => $expires,
		);
	}

	/**
	 * The lease id of a token of this player (a person's or a share token), or null when it has none.
	 *
	 * @param WP_Post  $post  Appadoo.
	 * @param string   $token Token.
	 * @param int|null $now   Current time (tests).
	 */
	private static function lease_id( WP_Post $post, string $token, ?int $now ): ?string {
		if ( Share_Token::looks_like( $token ) ) {
			$parts = Share_Token::parse( $token );
			return null === $parts ? null : 's' . $parts['nonce'];
		}
		$claims = Play_Token::read( $token, $post->ID, $now );
		return null === $claims ? null : 'p' . $claims['load'];
	}

	/**
	 * The host page's renewal of its load's lease (POST pp/v1/appadoos/{key}/play-lease):
	 * the token it frames and that token's renewal key (Play_Token::renew_key(),
	 * printed into that page only). The person may still see the Appadoo (or
	 * the share code is still live), the lease still runs and is a host page's.
	 *
	 * @param WP_Post $post  Appadoo.
	 * @param string  $token The framed token.
	 * @param string  $renew Its renewal key.
	 * @param int     $now   Current time.
	 * @return array{status: 'ok'|'refused'|'expired'|'rate_limited', expires: int, retry_after: int}
	 */
	public function renew_lease( WP_Post $post, string $token, string $renew, int $now ): array {
		$refused = array(
			'status'      => 'refused',
			'expires'     => 0,
			'retry_after' => 0,
		);
		if ( ! hash_equals( Play_Token::renew_key( $token ), $renew ) ) {
			return $refused;
		}
		if ( Share_Token::looks_like( $token ) ) {
			$parts = Share_Token::parse( $token );
			$state = $this->share_codes->admit( $post, $token, $now );
			if ( null === $parts || 'closed' === $state ) {
				return $refused;
			}
			$cap = 'ok' === $state ? $parts['expires'] : $now - 1;
		} else {
			$claims = Play_Token::read( $token, $post->ID, $now );
			if ( null === $claims || ! $this->may_see( $post, $claims['user'] ) ) {
				return $refused;
			}
			$cap = $claims['expires'];
		}
		$renewed = Play_Lease::renew( (string) self::lease_id( $post, $token, $now ), $now, $cap );
		return 'fixed' === $renewed['status'] ? $refused : $renewed;
	}

	/**
	 * Whether a person may play the Appadoo now (Live, or its owner or a site manager).
	 *
	 * @param WP_Post $post    Appadoo.
	 * @param int     $user_id Person (0 for guests and visitors).
	 */
	public function may_play( WP_Post $post, int $user_id ): bool {
		return $this->may_see( $post, $user_id );
	}

	/**
	 * Every address the offline library saves to play an Appadoo with no
	 * network, under one token of the person's: the host page
	 * (`/play/{slug}/`, fetched as `/play/{slug}/?offline={token}` so it
	 * frames that same token), the runtime and every package file. The
	 * token's expiry does not matter offline (the service worker answers
	 * from the saved bytes when the network fails); online, `/play/{slug}/`
	 * mints a fresh one as always. Sizes are the bytes the player sends
	 * (the runtime and the host page are built now; a settings change before
	 * the fetch may change the runtime's size by a few bytes).
	 *
	 * @param WP_Post  $post    Appadoo the person may play (may_play()).
	 * @param int      $user_id Person.
	 * @param int|null $now     Current time (tests).
	 * @return array{token: string, expires: int, open_url: string, files: list<array{url: string, fetch_url: string, bytes: int}>}
	 */
	public function offline_files( WP_Post $post, int $user_id, ?int $now = null ): array {
		$link  = $this->leased_url( $post, $user_id, false, $now ?? time() );
		$token = $link['token'];
		$base  = $this->package_base( $post, $token );
		$open  = $this->open_url( $post );
		$host  = ( new Host_Page() )->respond( $post, $link['url'], $user_id, true );
		$files = array(
			array(
				'url'       => $open,
				'fetch_url' => add_query_arg( self::OFFLINE_QUERY_ARG, $token, $open ),
				'bytes'     => strlen( $host->body ),
			),
			array(
				'url'       => $base . Html_Rewriter::RUNTIME_PATH,
				'fetch_url' => $base . Html_Rewriter::RUNTIME_PATH,
				'bytes'     => strlen( Runtime_Config::script( Runtime_Config::for_player( $post ) ) ),
			),
		);
		foreach ( $this->files->paths( $post->ID ) as $relative => $path ) {
			if ( Html_Rewriter::RUNTIME_PATH === $relative ) {
				continue; // The player answers the runtime, never a stored file of that name.
			}
			$url     = $base . self::encode_path( $relative );
			$files[] = array(
				'url'       => $url,
				'fetch_url' => $url,
				'bytes'     => (int) Quiet_Io::run( static fn() => filesize( $path ) ),
			);
		}
		return array(
			'token'    => $token,
			'expires'  => $link['expires'],
			'open_url' => $open,
			'files'    => $files,
		);
	}

	/**
	 * The `offline` query's token, when it is this person's, for this Appadoo, and its lease still runs.
	 *
	 * @param WP_Post  $post    Appadoo.
	 * @param int      $user_id Person asking (their cookie).
	 * @param mixed    $offline The query value.
	 * @param int|null $now     Current time (tests).
	 */
	private function offline_token( WP_Post $post, int $user_id, mixed $offline, ?int $now ): ?string {
		if ( ! is_string( $offline ) || strlen( $offline ) > Play_Token::MAX_LENGTH ) {
			return null;
		}
		$claims = Play_Token::read( $offline, $post->ID, $now );
		return null !== $claims && $claims['user'] === $user_id && ! $claims['expired'] && Play_Lease::alive( 'p' . $claims['load'], $now ?? time() ) ? $offline : null;
	}

	/**
	 * The entry page's address under a token.
	 *
	 * @param WP_Post $post  Appadoo.
	 * @param string  $token Token.
	 */
	private function entry_url( WP_Post $post, string $token ): string {
		return $this->package_base( $post, $token ) . self::encode_path( $this->appadoos->package_of( $post->ID )['entry'] );
	}

	/**
	 * Decides the answer to `/play/{rest}`.
	 *
	 * @param string   $rest    Path after `/play/`, percent-encoded.
	 * @param int      $user_id Signed-in person (0 for guests).
	 * @param int|null $now     Current time (tests).
	 * @param mixed    $share   The `share` query value, if any (Play It Forward).
	 * @param mixed    $offline The `offline` query value, if any: a token of this person to frame (offline_files()).
	 * @param mixed    $dest    The request's `Sec-Fetch-Dest` (null: not sent). `document` (the address opened in
	 *                          a tab of its own) gets door() for a package file, never its bytes.
	 */
	public function respond( string $rest, int $user_id, ?int $now = null, mixed $share = null, mixed $offline = null, mixed $dest = null ): Play_Response {
		$segments = explode( '/', $rest );
		$slug     = sanitize_title( rawurldecode( (string) array_shift( $segments ) ) );
		$post     = '' !== $slug ? $this->appadoos->find_by_key( $slug ) : null;
		if ( null === $post ) {
			return $this->not_found();
		}

		$token = (string) array_shift( $segments );
		if ( '' === $token ) {
			// The owner or a manager (cookie), anyone while Live, or a share code's holder: our host page around a fresh tokenised address.
			if ( ! $this->may_see( $post, $user_id ) ) {
				return null !== $share ? $this->open_shared( $post, $share, $now, $user_id ) : $this->not_found();
			}
			$kept = $this->offline_token( $post, $user_id, $offline, $now );
			if ( null !== $kept ) {
				return ( new Host_Page() )->respond( $post, $this->entry_url( $post, $kept ), $user_id, true );
			}
			// A fresh address bound to this page's load: the page renews its lease while it plays.
			$link = $this->leased_url( $post, $user_id, true, $now ?? time() );
			return ( new Host_Page() )->respond( $post, $link['url'], $user_id, false, null, $link['token'] );
		}

		$relative = rawurldecode( implode( '/', $segments ) );
		$document = 'document' === $dest;
		if ( Share_Token::looks_like( $token ) ) {
			return $this->respond_shared( $post, $token, $relative, $now ?? time(), $document );
		}
		$claims = Play_Token::read( $token, $post->ID, $now );
		if ( null === $claims || ! $this->may_see( $post, $claims['user'] ) ) {
			return $this->not_found();
		}
		if ( $document ) {
			return $this->door( $post, false );
		}
		if ( $claims['expired'] || ! Play_Lease::alive( 'p' . $claims['load'], $now ?? time() ) ) {
			// Its load is over (the host page gone, or the lease's time up): open the Appadoo again.
			return $this->expired( $post );
		}

		if ( '' === $relative ) {
			return $this->redirect( $this->entry_url( $post, $token ) );
		}
		return $this->package_file( $post, $token, $relative );
	}

	/**
	 * A file of the package under a token already accepted.
	 *
	 * @param WP_Post $post     Appadoo.
	 * @param string  $token    Token (of a person, or a share token).
	 * @param string  $relative Path inside the package (decoded), not empty.
	 */
	private function package_file( WP_Post $post, string $token, string $relative ): Play_Response {
		$base = $this->package_base( $post, $token );
		if ( Html_Rewriter::RUNTIME_PATH === $relative ) {
			return new Play_Response( 200, $this->package_headers( $base, 'text/javascript; charset=utf-8' ), Runtime_Config::script( Runtime_Config::for_player( $post ) ) );
		}
		$path = $this->files->path_of( $post->ID, $relative );
		if ( null === $path ) {
			return $this->not_found();
		}
		return new Play_Response( 200, $this->package_headers( $base, self::content_type( $relative ) ), '', $path );
	}

	/**
	 * `/play/{slug}/{share token}/{path}`: the address a share link handed
	 * out. Share_Codes decides on every request (the code still live, this
	 * client admitted or taking one more use); a code gone, expired, used up
	 * for a new client, or sharing turned off is the usual 404; the token's
	 * own hour over, its code still live, is 403 "open the link again".
	 *
	 * @param WP_Post $post     Appadoo.
	 * @param string  $token    Share token.
	 * @param string  $relative Path inside the package (decoded).
	 * @param int     $now      Current time.
	 * @param bool    $document Whether the address was opened as a page of its own (door(), before any
	 *                          use of the code is taken: a tab opened by another client uses up nothing).
	 */
	private function respond_shared( WP_Post $post, string $token, string $relative, int $now, bool $document = false ): Play_Response {
		if ( $document ) {
			return $this->share_codes->is_live_token( $post, $token, $now ) ? $this->door( $post, true ) : $this->not_found();
		}
		$admitted = $this->share_codes->admit( $post, $token, $now );
		if ( 'ok' === $admitted && ! Play_Lease::alive( (string) self::lease_id( $post, $token, $now ), $now ) ) {
			$admitted = 'expired'; // Its host page is gone: the link opens it again.
		}
		if ( 'expired' === $admitted ) {
			return $this->page( 403, __( 'This shared link has expired', 'playpal' ), __( 'This shared link has expired. Please open the link you were sent again.', 'playpal' ) );
		}
		if ( 'ok' !== $admitted ) {
			return $this->not_found();
		}
		if ( '' === $relative ) {
			return $this->redirect( $this->package_base( $post, $token ) . self::encode_path( $this->appadoos->package_of( $post->ID )['entry'] ) );
		}
		return $this->package_file( $post, $token, $relative );
	}

	/**
	 * The Content-Security-Policy of a package served from $base.
	 *
	 * @param string $base Absolute URL of the package folder, with a trailing slash.
	 */
	public static function csp( string $base ): string {
		// 'unsafe-inline'/'unsafe-eval': the package's own code runs as its author wrote it; the policy's job is to keep the network and the site out.
		return implode(
			'; ',
			array(
				"default-src 'none'",
				"script-src {$base} 'unsafe-inline' 'unsafe-eval'",
				"style-src {$base} 'unsafe-inline'",
				"img-src {$base} data: blob:",
				"font-src {$base} data:",
				"media-src {$base} data: blob:",
				"frame-src {$base}",
				"child-src {$base}",
				"worker-src {$base}",
				"connect-src 'none'",
				"manifest-src 'none'",
				"object-src 'none'",
				"base-uri 'none'",
				"form-action 'none'",
				// Only a page of this site may frame it (its host page, the portal's preview); 'self' is the
				// package address's own origin, the site's, whatever the sandbox makes of the document.
				"frame-ancestors 'self'",
				'sandbox allow-scripts allow-forms allow-modals',
			)
		);
	}

	/**
	 * The headers of every package file.
	 *
	 * @param string $base         Package folder URL.
	 * @param string $content_type Content type.
	 * @return array<string,string>
	 */
	private function package_headers( string $base, string $content_type ): array {
		return array(
			'Content-Type'                 => $content_type,
			'Content-Security-Policy'      => self::csp( $base ),
			'X-Content-Type-Options'       => 'nosniff',
			'Cache-Control'                => 'private, no-store',
			'Referrer-Policy'              => 'no-referrer',
			// The package runs in an opaque origin: its fonts and module scripts are CORS requests. The tokenised path is the credential, no cookies are involved.
			'Access-Control-Allow-Origin'  => '*',
			'Cross-Origin-Resource-Policy' => 'cross-origin',
			'X-Robots-Tag'                 => 'noindex, nofollow',
			// A page opened in its own tab (Sec-Fetch-Dest: document) is answered door() instead.
			'Vary'                         => 'Sec-Fetch-Dest',
		);
	}

	/**
	 * Content type from the package path's last extension (Package_Types); unknown types are downloads (with nosniff).
	 *
	 * @param string $relative Path.
	 */
	public static function content_type( string $relative ): string {
		return Package_Types::content_type( $relative );
	}

	/**
	 * Sends an answer.
	 *
	 * @param Play_Response $response Answer.
	 * @param bool          $head     Whether only the headers are asked for.
	 */
	public function send( Play_Response $response, bool $head = false ): void {
		// The file is opened first, quietly: a new version swapped in since path_of() removed it, and the
		// warning would carry the store's path into the log. An open handle keeps its bytes whatever follows.
		$handle = null === $response->file ? null : Quiet_Io::run( static fn() => fopen( $response->file, 'rb' ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fopen
		if ( false === $handle ) {
			status_header( 404 );
			header( 'Cache-Control: private, no-store' );
			return;
		}
		status_header( $response->status );
		foreach ( $response->headers as $name => $value ) {
			header( $name . ': ' . $value );
		}
		$length = null !== $handle ? (int) ( fstat( $handle )['size'] ?? 0 ) : strlen( $response->body );
		header( 'Content-Length: ' . $length );
		if ( null !== $handle ) {
			if ( ! $head ) {
				fpassthru( $handle );
			}
			fclose( $handle ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fclose
			return;
		}
		if ( $head ) {
			return;
		}
		echo $response->body; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Bytes of the package, sent under its own CSP.
	}

	/**
	 * Whether a person may play the Appadoo: the one access decision of the
	 * player, for `/play/{slug}/` and for every tokenised request after it.
	 *
	 * @param WP_Post $post    Appadoo.
	 * @param int     $user_id Person (0 for guests and visitors).
	 */
	private function may_see( WP_Post $post, int $user_id ): bool {
		// Deployed ("Live"): anyone, signed in or not, while it stays deployed.
		if ( $this->deployment->is_live( $post ) ) {
			return true;
		}
		// Otherwise: its owner or a site manager.
		if ( $user_id <= 0 ) {
			return false;
		}
		try {
			$this->access->find( $post->ID, $user_id );
		} catch ( Not_Found $exception ) {
			return false;
		}
		return true;
	}

	/**
	 * The URL of the package folder for a token.
	 *
	 * @param WP_Post $post  Appadoo.
	 * @param string  $token Token.
	 */
	private function package_base( WP_Post $post, string $token ): string {
		return home_url( '/' . self::PREFIX . '/' . $post->post_name . '/' . $token . '/' );
	}

	/**
	 * A package path as it goes in a URL, each segment percent-encoded.
	 *
	 * @param string $relative Path inside the package.
	 */
	private static function encode_path( string $relative ): string {
		return implode( '/', array_map( 'rawurlencode', explode( '/', $relative ) ) );
	}

	/**
	 * Play It Forward: a valid share code opens the Appadoo for whoever holds
	 * the link, with a Share_Token bound to the code (no person's id in it;
	 * it opens only this Appadoo's files, while the code is live, at most an
	 * hour); anything else is the usual 404. Share_Codes decides and counts.
	 * A signed-in parent with children gets "Who's playing?" like on any
	 * other open: the host page's family side is given the token, which the
	 * family routes admit again on every request (Family\Playable_Appadoos).
	 *
	 * @param WP_Post  $post    Appadoo.
	 * @param mixed    $share   The `share` query value.
	 * @param int|null $now     Current time (tests).
	 * @param int      $user_id Signed-in person (0 for guests).
	 * @throws \LogicException Never: a token redeem() makes always parses.
	 */
	private function open_shared( WP_Post $post, mixed $share, ?int $now, int $user_id = 0 ): Play_Response {
		$token = $this->share_codes->redeem( $post, $share, $now );
		if ( null === $token ) {
			return $this->not_found();
		}
		$entry = $this->appadoos->package_of( $post->ID )['entry'];
		$parts = Share_Token::parse( $token );
		if ( null === $parts ) {
			// Cannot happen: redeem() has just issued this token.
			throw new \LogicException( 'A share token just issued does not parse.' );
		}
		// Bound to this page's load, like a person's address: the page renews it while it plays (never past the token's hour).
		Play_Lease::start( (string) self::lease_id( $post, $token, $now ), true, $now ?? time(), $parts['expires'] );
		// Our host page, like every other open, so the session is counted too.
		$response                        = ( new Host_Page() )->respond( $post, $this->package_base( $post, $token ) . self::encode_path( $entry ), $user_id, false, $token, $token );
		$response->headers['Set-Cookie'] = Share_Codes::conversion_cookie( (string) $share );
		return $response;
	}

	private function redirect( string $url ): Play_Response {
		return new Play_Response(
			302,
			array(
				'Location'               => $url,
				'Cache-Control'          => 'private, no-store',
				'X-Content-Type-Options' => 'nosniff',
				'Referrer-Policy'        => 'no-referrer',
			)
		);
	}

	private function not_found(): Play_Response {
		return $this->page( 404, __( 'Appadoo not found', 'playpal' ), __( 'This Appadoo could not be found.', 'playpal' ) );
	}

	/**
	 * The answer to an expired link.
	 *
	 * @param WP_Post $post Appadoo.
	 */
	private function expired( WP_Post $post ): Play_Response {
		unset( $post );
		return $this->page( 403, __( 'This preview link has expired', 'playpal' ), __( 'This preview link has expired. Please open the Appadoo again from the Appadoo portal.', 'playpal' ) );
	}

	/**
	 * The answer to a package address opened in a tab of its own
	 * (`Sec-Fetch-Dest: document`): never the package, but a small page that
	 * links to the Appadoo's host page (`/play/{slug}/`), where its chooser,
	 * clock and break apply. 403: the address exists and the token is good,
	 * but it is refused as a page of its own (a 200 would tell link checkers,
	 * crawlers and tests that the address plays); browsers show the page all
	 * the same. `no-store`: nothing of it is kept.
	 *
	 * @param WP_Post $post   Appadoo.
	 * @param bool    $shared Whether the address is a share link's (its guest opens the link again).
	 */
	private function door( WP_Post $post, bool $shared ): Play_Response {
		$title = __( 'Open this Appadoo from PlayPal', 'playpal' );
		/* translators: %s: Appadoo name. */
		$link = sprintf( __( 'Open %s on PlayPal', 'playpal' ), (string) $post->post_title );
		$body = '<p>' . esc_html__( 'This Appadoo plays inside its PlayPal page, where its time limits and settings apply.', 'playpal' ) . '</p>'
			. ( $shared
				? '<p>' . esc_html__( 'Please open the link you were sent again.', 'playpal' ) . '</p>'
				: '<p><a href="' . esc_url( self::public_url( (string) $post->post_name ) ) . '">' . esc_html( $link ) . '</a></p>' );
		$html = '<!DOCTYPE html><html lang="' . esc_attr( get_bloginfo( 'language' ) ) . '"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>' . esc_html( $title ) . '</title></head><body><main><h1>' . esc_html( $title ) . '</h1>' . $body . '</main></body></html>';
		return new Play_Response(
			403,
			array(
				'Content-Type'            => 'text/html; charset=utf-8',
				'Content-Security-Policy' => "default-src 'none'; form-action 'none'; base-uri 'none'; frame-ancestors 'none'; sandbox",
				'X-Content-Type-Options'  => 'nosniff',
				'Cache-Control'           => 'no-store',
				'Referrer-Policy'         => 'no-referrer',
				'X-Robots-Tag'            => 'noindex, nofollow',
				'Vary'                    => 'Sec-Fetch-Dest',
			),
			$html
		);
	}

	/**
	 * A tiny HTML page with a status.
	 *
	 * @param int    $status  Status.
	 * @param string $title   Title.
	 * @param string $message Message.
	 */
	private function page( int $status, string $title, string $message ): Play_Response {
		$html = '<!DOCTYPE html><html><head><meta charset="utf-8"><title>' . esc_html( $title ) . '</title></head><body><h1>' . esc_html( $title ) . '</h1><p>' . esc_html( $message ) . '</p></body></html>';
		return new Play_Response(
			$status,
			array(
				'Content-Type'            => 'text/html; charset=utf-8',
				'Content-Security-Policy' => "default-src 'none'; form-action 'none'; base-uri 'none'; sandbox",
				'X-Content-Type-Options'  => 'nosniff',
				'Cache-Control'           => 'private, no-store',
				'X-Robots-Tag'            => 'noindex, nofollow',
			),
			$html
		);
	}
}
