<?php
/**
 * What each feature flag switches on the server.
 *
 * @package PlayPal
 */

namespace PlayPal\Settings;

use PlayPal\Errors\Not_Found;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * A pp/v1 route whose flag is off answers 404 `playpal_feature_off`, before
 * any permission or argument check (nothing about it leaks). Page routes are
 * never switched off: a portal with its flag off shows its labelled preview.
 *
 * Each route declares its flag (REST\Routes\Abstract_Route::FEATURE_FLAG),
 * which Routes_Controller registers as the route option ROUTE_OPTION; this
 * class reads those declarations from the REST server, so a new route follows
 * its flag without a list here.
 *
 * What each flag decides (SPEC §4; Settings → PlayPal says the same):
 * - portals: the signed-in features of the member and Appadoo portals
 *   (`/appadoos…`, `/storage/…`, `/downloads…`);
 * - creator_dashboard: Create It Forward's gate, directory and dashboard
 *   (`/creations`, `/creator-directory`; off: the waitlist page);
 * - creator_analytics: the creator dashboard's Analytics tab (client);
 * - sharing: the Play It Forward tab (client), `/share-codes` and opening shared Appadoos;
 * - referral: the referral proxy `/referrals/me`, the `?ref=` cookie and attribution;
 * - member_payments: the buy buttons of the member portal's Subscription tab (client);
 * - advanced_portal: the Appadoo portal's Deployment and Analytics tabs (client);
 * - debug, mock_data: verbose client logging; sample data where a sample exists (client).
 */
final class Feature_Flags {

	public const ERROR_CODE = 'playpal_feature_off';

	/**
	 * The route option (a key beside the handlers given to register_rest_route())
	 * naming the flag that switches a route; REST\Routes_Controller sets it
	 * from each route's FEATURE_FLAG.
	 */
	public const ROUTE_OPTION = 'playpal_feature_flag';

	/** The namespace whose routes flags switch. */
	private const REST_NAMESPACE = 'pp/v1';

	/** Runs before the JSON body guard (20) and Signup_Guard (10). */
	public const PRIORITY = 5;

	private Settings $settings;

	/**
	 * Constructor.
	 *
	 * @param Settings $settings Settings.
	 */
	public function __construct( Settings $settings ) {
		$this->settings = $settings;
	}

	public function add_hooks(): void {
		add_filter( 'rest_pre_dispatch', array( $this, 'refuse_switched_off' ), self::PRIORITY, 3 );
	}

	/**
	 * Whether a flag is on.
	 *
	 * @param string $flag Flag name.
	 */
	public function enabled( string $flag ): bool {
		return ! empty( $this->settings->flags()[ $flag ] );
	}

	/**
	 * The pp/v1 route patterns (regular expressions on the route after
	 * `/pp/v1`) by flag: each registered route that declares a flag (its
	 * ROUTE_OPTION, from the route's FEATURE_FLAG) with its own path, matched
	 * as WordPress matches it.
	 *
	 * @param WP_REST_Server|null $server The REST server; WordPress's own when omitted.
	 * @return array<string, string[]>
	 */
	public function routes( ?WP_REST_Server $server = null ): array {
		$server = $server ?? rest_get_server();
		$routes = array_fill_keys( Settings::FLAGS, array() );
		foreach ( array_keys( $server->get_routes( self::REST_NAMESPACE ) ) as $route ) {
			$flag = ( $server->get_route_options( $route ) ?? array() )[ self::ROUTE_OPTION ] ?? '';
			if ( is_string( $flag ) && isset( $routes[ $flag ] ) ) {
				$routes[ $flag ][] = '@^' . substr( $route, strlen( '/' . self::REST_NAMESPACE ) ) . '$@i';
			}
		}
		/**
		 * Filters which pp/v1 routes each feature flag switches off.
		 *
		 * @param array<string, string[]> $routes Regular expressions on the route after `/pp/v1`, by flag.
		 */
		return (array) apply_filters( 'playpal_feature_routes', $routes );
	}

	/**
	 * The flag that switches a pp/v1 route, or null.
	 *
	 * @param string              $route  Full REST route, e.g. `/pp/v1/appadoos/3`.
	 * @param WP_REST_Server|null $server The REST server; WordPress's own when omitted.
	 */
	public function flag_for( string $route, ?WP_REST_Server $server = null ): ?string {
		$prefix = '/' . self::REST_NAMESPACE;
		if ( ! str_starts_with( strtolower( $route ), $prefix . '/' ) ) {
			return null;
		}
		$rest = substr( $route, strlen( $prefix ) );
		foreach ( $this->routes( $server ) as $flag => $patterns ) {
			foreach ( (array) $patterns as $pattern ) {
				// The filter may hand back anything, whatever its documented type.
				if ( is_string( $pattern ) && preg_match( $pattern, $rest ) ) { // @phpstan-ignore function.alreadyNarrowedType
					return (string) $flag;
				}
			}
		}
		return null;
	}

	/**
	 * Answers 404 for a pp/v1 route whose flag is off.
	 *
	 * @param mixed           $result  A response another filter already chose, or null.
	 * @param WP_REST_Server  $server  Server.
	 * @param WP_REST_Request $request Request.
	 * @return mixed
	 */
	public function refuse_switched_off( mixed $result, WP_REST_Server $server, WP_REST_Request $request ): mixed {
		if ( null !== $result ) {
			return $result;
		}
		$flag = $this->flag_for( $request->get_route(), $server );
		if ( null === $flag || $this->enabled( $flag ) ) {
			return $result;
		}
		return ( new Not_Found( self::ERROR_CODE, __( 'This feature is switched off on this site.', 'playpal' ), array( 'flag' => $flag ) ) )->to_wp_error();
	}
}
