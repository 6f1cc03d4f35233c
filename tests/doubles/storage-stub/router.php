<?php
/**
 * Storage stub: the few Google Drive v3 and Dropbox v2 calls PlayPal's
 * storage providers make, for `php -S 127.0.0.1:{port} router.php`.
 * See README.md beside this file. Not WordPress: plain PHP, no dependencies.
 *
 * Files live in the folder named by the PLAYPAL_STORAGE_STUB_DIR environment
 * variable (default: a folder in the system temp dir named after the port).
 *
 * @package PlayPal\Tests
 */

// phpcs:disable WordPress.Security.EscapeOutput.OutputNotEscaped, WordPress.WP.AlternativeFunctions, WordPress.PHP.DiscouragedPHPFunctions -- A standalone test server, not WordPress code.
// phpcs:disable WordPress.Security.ValidatedSanitizedInput, WordPress.Security.NonceVerification -- It stores what it is sent, byte for byte, as the real services do.
// phpcs:disable PSR2.ControlStructures.SwitchDeclaration.TerminatingComment -- Every case ends in a function that never returns.

$playpal_stub_dir = getenv( 'PLAYPAL_STORAGE_STUB_DIR' );
if ( ! $playpal_stub_dir ) {
	$playpal_stub_dir = sys_get_temp_dir() . '/playpal-storage-stub-' . ( $_SERVER['SERVER_PORT'] ?? '0' );
}
foreach ( array( 'google', 'dropbox' ) as $playpal_stub_service ) {
	if ( ! is_dir( $playpal_stub_dir . '/' . $playpal_stub_service ) ) {
		mkdir( $playpal_stub_dir . '/' . $playpal_stub_service, 0777, true );
	}
}

/**
 * Sends a JSON answer and stops.
 *
 * @param int   $status HTTP status.
 * @param mixed $data   Body.
 */
function playpal_stub_json( int $status, mixed $data ): never {
	http_response_code( $status );
	header( 'Content-Type: application/json' );
	echo json_encode( $data, JSON_UNESCAPED_SLASHES );
	exit;
}

/**
 * Sends bytes and stops.
 *
 * @param string               $bytes   Body.
 * @param array<string,string> $headers Extra headers.
 */
function playpal_stub_bytes( string $bytes, array $headers = array() ): never {
	http_response_code( 200 );
	header( 'Content-Type: application/octet-stream' );
	foreach ( $headers as $name => $value ) {
		header( $name . ': ' . $value );
	}
	echo $bytes;
	exit;
}

/**
 * Where a stored file's bytes live.
 *
 * @param string $dir     Stub folder.
 * @param string $service google or dropbox.
 * @param string $key     File id (Google) or lower-case path (Dropbox).
 */
function playpal_stub_path( string $dir, string $service, string $key ): string {
	return $dir . '/' . $service . '/' . hash( 'sha256', $key ) . '.bin';
}

/**
 * Bytes of every file of a service.
 *
 * @param string $dir     Stub folder.
 * @param string $service google or dropbox.
 */
function playpal_stub_used( string $dir, string $service ): int {
	$used = 0;
	foreach ( glob( $dir . '/' . $service . '/*.bin' ) as $file ) {
		$used += filesize( $file );
	}
	return $used;
}

/**
 * Whether this write should fail (the control endpoint armed it); disarms it.
 *
 * @param string $dir Stub folder.
 */
function playpal_stub_write_fails( string $dir ): bool {
	$flag = $dir . '/fail-next-write';
	if ( is_file( $flag ) ) {
		unlink( $flag );
		return true;
	}
	return false;
}

$playpal_stub_method = $_SERVER['REQUEST_METHOD'] ?? 'GET';
$playpal_stub_path   = (string) parse_url( $_SERVER['REQUEST_URI'] ?? '/', PHP_URL_PATH );
$playpal_stub_body   = (string) file_get_contents( 'php://input' );
$playpal_stub_auth   = (string) ( $_SERVER['HTTP_AUTHORIZATION'] ?? '' );

// Control endpoints, for the tests only.
if ( str_starts_with( $playpal_stub_path, '/_control/' ) ) {
	switch ( $playpal_stub_path ) {
		case '/_control/ping':
			playpal_stub_json( 200, array( 'ok' => true ) );
		case '/_control/fail-next-write':
			touch( $playpal_stub_dir . '/fail-next-write' );
			playpal_stub_json( 200, array( 'armed' => true ) );
		case '/_control/state':
			playpal_stub_json(
				200,
				array(
					'google'   => count( glob( $playpal_stub_dir . '/google/*.bin' ) ),
					'dropbox'  => count( glob( $playpal_stub_dir . '/dropbox/*.bin' ) ),
					'lastAuth' => is_file( $playpal_stub_dir . '/last-auth' ) ? file_get_contents( $playpal_stub_dir . '/last-auth' ) : '',
				)
			);
		case '/_control/reset':
			foreach ( array_merge( glob( $playpal_stub_dir . '/*/*.bin' ), glob( $playpal_stub_dir . '/*/*.json' ) ) as $playpal_stub_file ) {
				unlink( $playpal_stub_file );
			}
			foreach ( array( 'fail-next-write', 'last-auth' ) as $playpal_stub_file ) {
				if ( is_file( $playpal_stub_dir . '/' . $playpal_stub_file ) ) {
					unlink( $playpal_stub_dir . '/' . $playpal_stub_file );
				}
			}
			playpal_stub_json( 200, array( 'reset' => true ) );
	}
	playpal_stub_json( 404, array( 'error' => 'unknown control' ) );
}

// Both services refuse requests without a bearer token, as the real ones do.
if ( ! preg_match( '/^Bearer \S+$/', $playpal_stub_auth ) ) {
	playpal_stub_json(
		401,
		array(
			'error' => array(
				'code'    => 401,
				'message' => 'Request is missing required authentication credential.',
			),
		)
	);
}
file_put_contents( $playpal_stub_dir . '/last-auth', $playpal_stub_auth );

// Google Drive v3, under /google.
if ( str_starts_with( $playpal_stub_path, '/google/' ) ) {
	$playpal_stub_route = substr( $playpal_stub_path, strlen( '/google' ) );
	if ( 'POST' === $playpal_stub_method && '/upload/drive/v3/files' === $playpal_stub_route && 'multipart' === ( $_GET['uploadType'] ?? '' ) ) {
		if ( playpal_stub_write_fails( $playpal_stub_dir ) ) {
			playpal_stub_json(
				503,
				array(
					'error' => array(
						'code'    => 503,
						'message' => 'Backend Error',
					),
				)
			);
		}
		$playpal_stub_type = (string) ( $_SERVER['CONTENT_TYPE'] ?? $_SERVER['HTTP_CONTENT_TYPE'] ?? '' );
		if ( ! preg_match( '/^multipart\/related;\s*boundary=("?)([^";]+)\1/i', $playpal_stub_type, $playpal_stub_match ) ) {
			playpal_stub_json(
				400,
				array(
					'error' => array(
						'code'    => 400,
						'message' => 'Bad content type.',
					),
				)
			);
		}
		$playpal_stub_parts = explode( '--' . $playpal_stub_match[2], $playpal_stub_body );
		// Parts: preamble, metadata, media, then the closing dashes.
		if ( count( $playpal_stub_parts ) < 4 ) {
			playpal_stub_json(
				400,
				array(
					'error' => array(
						'code'    => 400,
						'message' => 'Malformed multipart body.',
					),
				)
			);
		}
		list( , $playpal_stub_meta_json ) = explode( "\r\n\r\n", $playpal_stub_parts[1], 2 ) + array( '', '' );
		list( , $playpal_stub_media )     = explode( "\r\n\r\n", $playpal_stub_parts[2], 2 ) + array( '', '' );
		$playpal_stub_media               = substr( $playpal_stub_media, 0, -2 ); // The CRLF before the next boundary.
		$playpal_stub_meta                = json_decode( trim( $playpal_stub_meta_json ), true );
		if ( ! is_array( $playpal_stub_meta ) || ! isset( $playpal_stub_meta['name'] ) ) {
			playpal_stub_json(
				400,
				array(
					'error' => array(
						'code'    => 400,
						'message' => 'Metadata needs a name.',
					),
				)
			);
		}
		$playpal_stub_id = bin2hex( random_bytes( 16 ) );
		file_put_contents( playpal_stub_path( $playpal_stub_dir, 'google', $playpal_stub_id ), $playpal_stub_media );
		playpal_stub_json(
			200,
			array(
				'kind' => 'drive#file',
				'id'   => $playpal_stub_id,
				'name' => $playpal_stub_meta['name'],
			)
		);
	}
	if ( preg_match( '#^/drive/v3/files/([A-Za-z0-9_-]+)$#', $playpal_stub_route, $playpal_stub_match ) ) {
		$playpal_stub_file = playpal_stub_path( $playpal_stub_dir, 'google', $playpal_stub_match[1] );
		if ( ! is_file( $playpal_stub_file ) ) {
			playpal_stub_json(
				404,
				array(
					'error' => array(
						'code'    => 404,
						'message' => 'File not found: ' . $playpal_stub_match[1] . '.',
					),
				)
			);
		}
		if ( 'GET' === $playpal_stub_method && 'media' === ( $_GET['alt'] ?? '' ) ) {
			playpal_stub_bytes( (string) file_get_contents( $playpal_stub_file ) );
		}
		if ( 'DELETE' === $playpal_stub_method ) {
			unlink( $playpal_stub_file );
			http_response_code( 204 );
			exit;
		}
	}
	if ( 'GET' === $playpal_stub_method && '/drive/v3/about' === $playpal_stub_route ) {
		playpal_stub_json(
			200,
			array(
				'storageQuota' => array(
					'limit' => '16106127360',
					'usage' => (string) playpal_stub_used( $playpal_stub_dir, 'google' ),
				),
			)
		);
	}
	playpal_stub_json(
		404,
		array(
			'error' => array(
				'code'    => 404,
				'message' => 'Not a call this stub speaks.',
			),
		)
	);
}

// Dropbox v2, under /dropbox/api/2 (RPC) and /dropbox/content/2 (content).
$playpal_stub_arg       = json_decode( (string) ( $_SERVER['HTTP_DROPBOX_API_ARG'] ?? '' ), true );
$playpal_stub_not_found = array(
	'error_summary' => 'path/not_found/..',
	'error'         => array(
		'.tag' => 'path',
		'path' => array( '.tag' => 'not_found' ),
	),
);
if ( 'POST' === $playpal_stub_method ) {
	switch ( $playpal_stub_path ) {
		case '/dropbox/content/2/files/upload':
			if ( playpal_stub_write_fails( $playpal_stub_dir ) ) {
				playpal_stub_json( 503, array( 'error_summary' => 'too_many_write_operations/' ) );
			}
			if ( ! is_array( $playpal_stub_arg ) || ! is_string( $playpal_stub_arg['path'] ?? null ) || ! str_starts_with( $playpal_stub_arg['path'], '/' ) ) {
				playpal_stub_json( 400, array( 'error_summary' => 'Error in call to API function "files/upload": missing or bad Dropbox-API-Arg.' ) );
			}
			$playpal_stub_display = $playpal_stub_arg['path'];
			$playpal_stub_n       = 1;
			while ( is_file( playpal_stub_path( $playpal_stub_dir, 'dropbox', strtolower( $playpal_stub_display ) ) ) ) {
				if ( empty( $playpal_stub_arg['autorename'] ) ) {
					playpal_stub_json( 409, array( 'error_summary' => 'path/conflict/file/..' ) );
				}
				$playpal_stub_display = preg_replace( '/(\.[^.\/]+)?$/', ' (' . ( $playpal_stub_n++ ) . ')$1', $playpal_stub_arg['path'], 1 );
			}
			file_put_contents( playpal_stub_path( $playpal_stub_dir, 'dropbox', strtolower( $playpal_stub_display ) ), $playpal_stub_body );
			playpal_stub_json(
				200,
				array(
					'name'         => basename( $playpal_stub_display ),
					'id'           => 'id:' . substr( hash( 'sha256', $playpal_stub_display ), 0, 22 ),
					'path_lower'   => strtolower( $playpal_stub_display ),
					'path_display' => $playpal_stub_display,
					'size'         => strlen( $playpal_stub_body ),
				)
			);
		case '/dropbox/content/2/files/download':
			$playpal_stub_file = playpal_stub_path( $playpal_stub_dir, 'dropbox', strtolower( (string) ( $playpal_stub_arg['path'] ?? '' ) ) );
			if ( ! is_file( $playpal_stub_file ) ) {
				playpal_stub_json( 409, $playpal_stub_not_found );
			}
			playpal_stub_bytes( (string) file_get_contents( $playpal_stub_file ), array( 'Dropbox-API-Result' => json_encode( array( 'path_lower' => strtolower( (string) $playpal_stub_arg['path'] ) ) ) ) );
		case '/dropbox/api/2/files/delete_v2':
			$playpal_stub_request = json_decode( $playpal_stub_body, true );
			$playpal_stub_file    = playpal_stub_path( $playpal_stub_dir, 'dropbox', strtolower( (string) ( $playpal_stub_request['path'] ?? '' ) ) );
			if ( ! is_file( $playpal_stub_file ) ) {
				playpal_stub_json( 409, $playpal_stub_not_found );
			}
			unlink( $playpal_stub_file );
			playpal_stub_json( 200, array( 'metadata' => array( 'path_lower' => strtolower( (string) $playpal_stub_request['path'] ) ) ) );
		case '/dropbox/api/2/users/get_space_usage':
			playpal_stub_json(
				200,
				array(
					'used'       => playpal_stub_used( $playpal_stub_dir, 'dropbox' ),
					'allocation' => array(
						'.tag'      => 'individual',
						'allocated' => 2097152000,
					),
				)
			);
	}
}
playpal_stub_json( 404, array( 'error_summary' => 'Not a call this stub speaks.' ) );
