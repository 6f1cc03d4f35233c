<?php
/**
 * Answers the offline app's own addresses: the worker, the manifest, the offline screen.
 *
 * @package PlayPal
 */

namespace PlayPal\Offline;

defined( 'ABSPATH' ) || exit;

/**
 * Matched on `do_parse_request`, like the player (Appadoos\Player\Player):
 * no rewrite rules, any permalink setting, before WordPress queries posts.
 */
final class Offline_Endpoints {

	public function __construct(
		private Offline_Paths $paths,
		private Web_App_Manifest $manifest,
		private Service_Worker_Script $worker,
		private Offline_Screen $screen
	) {}

	public function add_hooks(): void {
		add_filter( 'do_parse_request', array( $this, 'maybe_serve' ), 1 );
	}

	/**
	 * Serves one of the files and ends the request, or leaves the request to WordPress.
	 *
	 * @param bool $parse Whether WordPress should parse the request.
	 */
	public function maybe_serve( bool $parse ): bool {
		$uri  = isset( $_SERVER['REQUEST_URI'] ) ? (string) wp_unslash( $_SERVER['REQUEST_URI'] ) : ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- Only its path is compared.
		$file = $this->paths->file_for( (string) wp_parse_url( $uri, PHP_URL_PATH ) );
		if ( null === $file ) {
			return $parse;
		}
		$method = isset( $_SERVER['REQUEST_METHOD'] ) ? strtoupper( sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) ) : 'GET';
		$this->send( $this->respond( $file ), 'HEAD' === $method );
		exit;
	}

	/**
	 * The answer for one of the files; public for tests.
	 *
	 * @param 'worker'|'manifest'|'offline' $file Which file.
	 * @return array{status?: int, headers: array<string, string>, body: string}
	 */
	public function respond( string $file ): array {
		$common = array( 'X-Content-Type-Options' => 'nosniff' );
		if ( 'worker' === $file && $this->worker->is_build_missing() ) {
			// Switched on but the build is not there (a deploy half done): a
			// failed update check keeps each browser's current worker and its
			// saved library; the removing worker would wipe every family's.
			return array(
				'status'  => 503,
				'headers' => $common + array(
					'Cache-Control' => 'no-store',
					'Retry-After'   => '300',
				),
				'body'    => '',
			);
		}
		return match ( $file ) {
			'worker'   => array(
				'headers' => $common + array(
					'Content-Type'  => 'text/javascript; charset=utf-8',
					// The browser checks a worker for updates itself; no cache in between may answer for the site.
					'Cache-Control' => 'no-cache',
				),
				'body'    => $this->worker->body(),
			),
			'manifest' => array(
				'headers' => $common + array(
					'Content-Type'  => 'application/manifest+json; charset=utf-8',
					'Cache-Control' => 'public, max-age=300',
				),
				'body'    => (string) wp_json_encode( $this->manifest->to_array(), JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ),
			),
			'offline'  => array(
				'headers' => $common + array(
					'Content-Type'  => 'text/html; charset=utf-8',
					'Cache-Control' => 'public, max-age=300',
				),
				'body'    => $this->screen->html(),
			),
		};
	}

	/**
	 * @param array{status?: int, headers: array<string, string>, body: string} $answer    Status, headers and body.
	 * @param bool                                                              $head_only A HEAD request: headers only.
	 */
	private function send( array $answer, bool $head_only ): void {
		status_header( $answer['status'] ?? 200 );
		foreach ( $answer['headers'] as $name => $value ) {
			header( $name . ': ' . $value );
		}
		if ( ! $head_only ) {
			echo $answer['body']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- JavaScript, JSON or the offline screen's HTML, each built escaped.
		}
	}
}
