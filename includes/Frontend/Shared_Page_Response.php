<?php
/**
 * The headers of a page a cache may share, and "304 Not Modified".
 *
 * @package PlayPal
 */

namespace PlayPal\Frontend;

defined( 'ABSPATH' ) || exit;

/**
 * Buffers the page, then sends `Cache-Control: public, max-age=…`,
 * `Vary: Cookie`, an `ETag` made from the body and, when the route knows
 * when its content last changed, `Last-Modified`. A request whose
 * `If-None-Match` names the same ETag gets 304 and no body.
 *
 * The ETag hashes the body itself, so anything that changes the page
 * (content, settings, a new build) changes it, with no list to keep. The
 * headers are settled when the page is complete: only then is it known that
 * nothing on the way (another plugin, a referral link) set a cookie, which
 * would make the response someone's own.
 */
final class Shared_Page_Response {

	/**
	 * Body chunks received before the last one (something flushed early).
	 *
	 * @var string
	 */
	private string $held = '';

	/**
	 * @param int      $max_age       Seconds a cache may keep the page.
	 * @param int|null $last_modified Unix time the route's content last changed, if known.
	 */
	public function __construct(
		private int $max_age,
		private ?int $last_modified = null
	) {}

	/**
	 * Starts buffering the page; its headers go out with the last byte.
	 */
	public function begin(): void {
		ob_start( array( $this, 'finish' ) );
	}

	/**
	 * The output buffer's callback: settles the headers, answers 304 when it can.
	 *
	 * @param string $chunk Output since the last call.
	 * @param int    $phase PHP_OUTPUT_HANDLER_* bits.
	 */
	public function finish( string $chunk, int $phase ): string {
		$this->held .= $chunk;
		if ( ! ( $phase & PHP_OUTPUT_HANDLER_FINAL ) || headers_sent() ) {
			// An early flush: keep the page whole until its end.
			return headers_sent() ? $this->release() : '';
		}
		$body = $this->release();
		if ( 200 !== http_response_code() || $this->sets_cookie() ) {
			header( 'Cache-Control: private, no-store, max-age=0' );
			return $body;
		}
		foreach ( $this->headers( $body ) as $name => $value ) {
			header( $name . ': ' . $value );
		}
		if ( self::matches( $this->if_none_match(), self::etag( $body ) ) ) {
			// status_header(), not http_response_code(): the status line WordPress already sent wins over the latter.
			status_header( 304 );
			return '';
		}
		return $body;
	}

	/**
	 * The caching headers of a shared page with this body.
	 *
	 * @param string $body The page.
	 * @return array<string, string>
	 */
	public function headers( string $body ): array {
		$headers = array(
			'Cache-Control' => 'public, max-age=' . $this->max_age,
			'Vary'          => 'Cookie',
			'ETag'          => self::etag( $body ),
		);
		if ( null !== $this->last_modified && $this->last_modified > 0 ) {
			$headers['Last-Modified'] = gmdate( 'D, d M Y H:i:s', $this->last_modified ) . ' GMT';
		}
		return $headers;
	}

	/**
	 * A weak validator: a server or proxy that compresses the page keeps it valid.
	 *
	 * @param string $body The page.
	 */
	public static function etag( string $body ): string {
		return 'W/"' . substr( hash( 'sha256', $body ), 0, 32 ) . '"';
	}

	/**
	 * Whether an If-None-Match header names the ETag (weak comparison, RFC 9110 §13.1.2).
	 *
	 * @param string $if_none_match The request header, '' when absent.
	 * @param string $etag          The page's ETag.
	 */
	public static function matches( string $if_none_match, string $etag ): bool {
		if ( '*' === trim( $if_none_match ) ) {
			return true;
		}
		$opaque = static fn( string $tag ): string => (string) preg_replace( '#^W/#', '', trim( $tag ) );
		foreach ( explode( ',', $if_none_match ) as $candidate ) {
			if ( '' !== trim( $candidate ) && $opaque( $candidate ) === $opaque( $etag ) ) {
				return true;
			}
		}
		return false;
	}

	private function release(): string {
		$body       = $this->held;
		$this->held = '';
		return $body;
	}

	private function if_none_match(): string {
		// Only compared with a hash; never stored or printed.
		return isset( $_SERVER['HTTP_IF_NONE_MATCH'] ) ? sanitize_text_field( wp_unslash( $_SERVER['HTTP_IF_NONE_MATCH'] ) ) : '';
	}

	/**
	 * Whether this response sets a cookie (it then belongs to one visitor).
	 */
	private function sets_cookie(): bool {
		foreach ( headers_list() as $header ) {
			if ( 0 === stripos( $header, 'set-cookie:' ) ) {
				return true;
			}
		}
		return false;
	}
}
