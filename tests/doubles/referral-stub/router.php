<?php
/**
 * Referral stub: the three partner-programme calls of SPEC §7 (Referral
 * provider), for `php -S 127.0.0.1:{port} router.php`. See README.md beside
 * this file. Not WordPress: plain PHP, no dependencies.
 *
 * State (partners, mode, the requests seen) lives in the folder named by
 * PLAYPAL_REFERRAL_STUB_DIR (default: a folder in the system temp dir named
 * after the port). PLAYPAL_REFERRAL_STUB_KEY, when set, is the only bearer
 * key accepted.
 *
 * @package PlayPal\Tests
 */

// phpcs:disable WordPress.Security.EscapeOutput.OutputNotEscaped, WordPress.WP.AlternativeFunctions, WordPress.PHP.DiscouragedPHPFunctions -- A standalone test server, not WordPress code.
// phpcs:disable WordPress.Security.ValidatedSanitizedInput, WordPress.Security.NonceVerification -- It reads requests as a remote service would.
// phpcs:disable PSR2.ControlStructures.SwitchDeclaration.TerminatingComment -- Every case ends in a function that never returns.

$playpal_ref_dir = getenv( 'PLAYPAL_REFERRAL_STUB_DIR' );
if ( ! $playpal_ref_dir ) {
	$playpal_ref_dir = sys_get_temp_dir() . '/playpal-referral-stub-' . ( $_SERVER['SERVER_PORT'] ?? '0' );
}
if ( ! is_dir( $playpal_ref_dir ) ) {
	mkdir( $playpal_ref_dir, 0777, true );
}
// One request at a time reads and writes the state (the server may run several workers).
$playpal_ref_lock = fopen( $playpal_ref_dir . '/lock', 'c' );
flock( $playpal_ref_lock, LOCK_EX );

/**
 * Sends a JSON answer and stops.
 *
 * @param int   $status HTTP status.
 * @param mixed $data   Body.
 */
function playpal_ref_json( int $status, mixed $data ): never {
	http_response_code( $status );
	header( 'Content-Type: application/json' );
	echo json_encode( $data, JSON_UNESCAPED_SLASHES );
	exit;
}

/**
 * Reads the stub's state.
 *
 * @param string $dir State folder.
 * @return array{mode: string, partners: array<string, array<string, mixed>>, requests: list<array<string, string>>, next: int}
 */
function playpal_ref_state( string $dir ): array {
	$raw   = is_file( $dir . '/state.json' ) ? file_get_contents( $dir . '/state.json' ) : false;
	$state = is_string( $raw ) ? json_decode( $raw, true ) : null;
	return is_array( $state ) ? $state : array(
		'mode'     => 'ok',
		'partners' => array(),
		'requests' => array(),
		'next'     => 1001,
	);
}

/**
 * Writes the stub's state.
 *
 * @param string $dir   State folder.
 * @param array  $state State.
 */
function playpal_ref_save( string $dir, array $state ): void {
	file_put_contents( $dir . '/state.json', json_encode( $state ), LOCK_EX );
}

/**
 * The stats the stub reports for a partner: fixed figures that differ from
 * the spec's sample, so a test can tell real answers from the sample.
 *
 * @param string $id Partner id.
 * @return array<string, float|int>
 */
function playpal_ref_stats( string $id ): array {
	unset( $id );
	return array(
		'total_commission' => 212.5,
		'customers_count'  => 7,
		'conversion_rate'  => 9.8,
		'clicks_count'     => 71,
		'lifetime_value'   => 640.25,
	);
}

$playpal_ref_method = $_SERVER['REQUEST_METHOD'] ?? 'GET';
$playpal_ref_path   = (string) parse_url( $_SERVER['REQUEST_URI'] ?? '/', PHP_URL_PATH );
$playpal_ref_state  = playpal_ref_state( $playpal_ref_dir );

// Control endpoints (tests only, no auth).
if ( str_starts_with( $playpal_ref_path, '/_control/' ) ) {
	switch ( substr( $playpal_ref_path, strlen( '/_control/' ) ) ) {
		case 'ping':
			playpal_ref_json( 200, array( 'ok' => true ) );
		case 'state':
			playpal_ref_json( 200, $playpal_ref_state );
		case 'reset':
			if ( is_file( $playpal_ref_dir . '/state.json' ) ) {
				unlink( $playpal_ref_dir . '/state.json' );
			}
			playpal_ref_json( 200, array( 'ok' => true ) );
		case 'mode':
			$playpal_ref_body = json_decode( (string) file_get_contents( 'php://input' ), true );
			$playpal_ref_mode = is_array( $playpal_ref_body ) ? (string) ( $playpal_ref_body['mode'] ?? '' ) : '';
			if ( ! in_array( $playpal_ref_mode, array( 'ok', 'fail-create', 'fail-all', 'slow-stats', 'malformed-stats' ), true ) ) {
				playpal_ref_json( 400, array( 'error' => 'unknown mode' ) );
			}
			$playpal_ref_state['mode'] = $playpal_ref_mode;
			playpal_ref_save( $playpal_ref_dir, $playpal_ref_state );
			playpal_ref_json( 200, array( 'mode' => $playpal_ref_mode ) );
		default:
			playpal_ref_json( 404, array( 'error' => 'unknown control' ) );
	}
}

// Every provider call is recorded (method, path, whether the bearer key was right), never the key itself.
$playpal_ref_auth                = (string) ( $_SERVER['HTTP_AUTHORIZATION'] ?? '' );
$playpal_ref_expected            = getenv( 'PLAYPAL_REFERRAL_STUB_KEY' );
$playpal_ref_authed              = $playpal_ref_expected ? hash_equals( 'Bearer ' . $playpal_ref_expected, $playpal_ref_auth ) : (bool) preg_match( '/^Bearer \S+$/', $playpal_ref_auth );
$playpal_ref_state['requests'][] = array(
	'method' => $playpal_ref_method,
	'path'   => $playpal_ref_path,
	'authed' => $playpal_ref_authed ? 'yes' : 'no',
);
playpal_ref_save( $playpal_ref_dir, $playpal_ref_state );

if ( ! $playpal_ref_authed ) {
	playpal_ref_json( 401, array( 'error' => 'unauthorized' ) );
}
if ( 'fail-all' === $playpal_ref_state['mode'] ) {
	playpal_ref_json( 500, array( 'error' => 'internal error' ) );
}

if ( 'POST' === $playpal_ref_method && '/partners' === $playpal_ref_path ) {
	if ( 'fail-create' === $playpal_ref_state['mode'] ) {
		playpal_ref_json( 500, array( 'error' => 'could not create partner' ) );
	}
	$playpal_ref_body = json_decode( (string) file_get_contents( 'php://input' ), true );
	foreach ( array( 'program_id', 'email', 'name', 'external_id' ) as $playpal_ref_field ) {
		if ( ! is_array( $playpal_ref_body ) || ! is_string( $playpal_ref_body[ $playpal_ref_field ] ?? null ) || '' === $playpal_ref_body[ $playpal_ref_field ] ) {
			playpal_ref_json( 422, array( 'error' => $playpal_ref_field . ' is required' ) );
		}
	}
	$playpal_ref_id                                   = 'ptn_' . $playpal_ref_state['next']++;
	$playpal_ref_state['partners'][ $playpal_ref_id ] = array(
		'id'            => $playpal_ref_id,
		'program_id'    => $playpal_ref_body['program_id'],
		'email'         => $playpal_ref_body['email'],
		'name'          => $playpal_ref_body['name'],
		'external_id'   => $playpal_ref_body['external_id'],
		'referral_code' => 'friend-' . substr( $playpal_ref_id, 4 ),
	);
	playpal_ref_save( $playpal_ref_dir, $playpal_ref_state );
	playpal_ref_json( 201, array( 'id' => $playpal_ref_id ) );
}

if ( 'GET' === $playpal_ref_method && preg_match( '#^/partners/([^/]+)(/stats)?$#', $playpal_ref_path, $playpal_ref_match ) ) {
	$playpal_ref_partner = $playpal_ref_state['partners'][ rawurldecode( $playpal_ref_match[1] ) ] ?? null;
	if ( null === $playpal_ref_partner ) {
		playpal_ref_json( 404, array( 'error' => 'partner not found' ) );
	}
	if ( empty( $playpal_ref_match[2] ) ) {
		playpal_ref_json( 200, $playpal_ref_partner );
	}
	if ( 'slow-stats' === $playpal_ref_state['mode'] ) {
		flock( $playpal_ref_lock, LOCK_UN );
		sleep( 3 );
	}
	if ( 'malformed-stats' === $playpal_ref_state['mode'] ) {
		http_response_code( 200 );
		header( 'Content-Type: application/json' );
		echo '{"total_commission": 212.5, "customers_count": ';
		exit;
	}
	playpal_ref_json( 200, playpal_ref_stats( $playpal_ref_partner['id'] ) );
}

playpal_ref_json( 404, array( 'error' => 'no such call' ) );
