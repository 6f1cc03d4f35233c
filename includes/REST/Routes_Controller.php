<?php
/**
 * Registers every pp/v1 route.
 *
 * @package PlayPal
 */

namespace PlayPal\REST;

use PlayPal\Errors\Domain_Exception;
use PlayPal\Http\File_Response;
use PlayPal\REST\Routes\Abstract_Route;
use PlayPal\REST\Routes\Appadoo_Analytics;
use PlayPal\REST\Routes\Appadoo_Backup;
use PlayPal\REST\Routes\Appadoo_Backup_Download;
use PlayPal\REST\Routes\Appadoo_Backup_Item;
use PlayPal\REST\Routes\Appadoo_Backup_Restore;
use PlayPal\REST\Routes\Appadoo_Backups;
use PlayPal\REST\Routes\Appadoo_Convert;
use PlayPal\REST\Routes\Appadoo_Deploy;
use PlayPal\REST\Routes\Appadoo_Offline;
use PlayPal\REST\Routes\Appadoo_Offline_Files;
use PlayPal\REST\Routes\Appadoo_Play_Lease;
use PlayPal\REST\Routes\Appadoo_Preview;
use PlayPal\REST\Routes\Appadoo_Sessions;
use PlayPal\REST\Routes\Appadoo_Templates;
use PlayPal\REST\Routes\Appadoos;
use PlayPal\REST\Routes\Appadoos_By_Id;
use PlayPal\REST\Routes\Community_Samples;
use PlayPal\REST\Routes\Creation_By_Id;
use PlayPal\REST\Routes\Creations;
use PlayPal\REST\Routes\Creator_Dashboard;
use PlayPal\REST\Routes\Creator_Directory;
use PlayPal\REST\Routes\Creator_Earnings;
use PlayPal\REST\Routes\Demo;
use PlayPal\REST\Routes\Design_Tokens;
use PlayPal\REST\Routes\Discovery;
use PlayPal\REST\Routes\Download_Claim;
use PlayPal\REST\Routes\Download_File;
use PlayPal\REST\Routes\Downloads;
use PlayPal\REST\Routes\Family_Child;
use PlayPal\REST\Routes\Family_Child_State;
use PlayPal\REST\Routes\Family_Children;
use PlayPal\REST\Routes\Family_Consent;
use PlayPal\REST\Routes\Family_Extra_Time;
use PlayPal\REST\Routes\Family_Overview_Route;
use PlayPal\REST\Routes\Family_Parent_Mode;
use PlayPal\REST\Routes\Family_Pin;
use PlayPal\REST\Routes\Family_Summary_Email;
use PlayPal\REST\Routes\Family_Play;
use PlayPal\REST\Routes\Forum;
use PlayPal\REST\Routes\Health;
use PlayPal\REST\Routes\Interest;
use PlayPal\REST\Routes\Me;
use PlayPal\REST\Routes\Membership_Offers;
use PlayPal\REST\Routes\Mentions;
use PlayPal\REST\Routes\Offline_Licences;
use PlayPal\REST\Routes\Pages;
use PlayPal\REST\Routes\Play_Ideas;
use PlayPal\REST\Routes\Posts;
use PlayPal\REST\Routes\Referral_Test_Connection;
use PlayPal\REST\Routes\Referrals_Me;
use PlayPal\REST\Routes\Share_Codes_Route;
use PlayPal\REST\Routes\Storage_Appadoo;
use PlayPal\REST\Routes\Storage_Appadoos;
use PlayPal\REST\Routes\Storage_Bulk_Backup;
use PlayPal\REST\Routes\Storage_Cleanup;
use PlayPal\REST\Routes\Storage_Export;
use PlayPal\REST\Routes\Storage_Provider;
use PlayPal\REST\Routes\Storage_Provider_Config;
use PlayPal\REST\Routes\Storage_Providers;
use PlayPal\REST\Routes\Submissions;
use PlayPal\REST\Schemas\Abstract_Schema;
use PlayPal\Settings\Feature_Flags;
use PlayPal\Settings\Settings;
use WP_Error;
use WP_HTTP_Response;
use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * One map of routes, one registration loop; routes get their dependencies
 * through their constructors.
 */
final class Routes_Controller {

	public const REST_NAMESPACE = 'pp/v1';

	/**
	 * Every route, by identifier.
	 *
	 * @var array<string, class-string<Abstract_Route<Abstract_Schema>>>
	 */
	private const ROUTES = array(
		Health::IDENTIFIER                   => Health::class,
		Demo::IDENTIFIER                     => Demo::class,
		Design_Tokens::IDENTIFIER            => Design_Tokens::class,
		Interest::IDENTIFIER                 => Interest::class,
		Posts::IDENTIFIER                    => Posts::class,
		Pages::IDENTIFIER                    => Pages::class,
		// Appadoos (docs/APPADOOS.md).
		Me::IDENTIFIER                       => Me::class,
		Membership_Offers::IDENTIFIER        => Membership_Offers::class,
		Appadoo_Templates::IDENTIFIER        => Appadoo_Templates::class,
		Appadoos::IDENTIFIER                 => Appadoos::class,
		Appadoos_By_Id::IDENTIFIER           => Appadoos_By_Id::class,
		// Converter and player (docs/APPADOOS.md, Converter and player).
		Appadoo_Convert::IDENTIFIER          => Appadoo_Convert::class,
		Appadoo_Preview::IDENTIFIER          => Appadoo_Preview::class,
		Appadoo_Play_Lease::IDENTIFIER       => Appadoo_Play_Lease::class,
		// Deployment and Download offline (docs/APPADOOS.md, Deployment).
		Appadoo_Deploy::IDENTIFIER           => Appadoo_Deploy::class,
		Appadoo_Offline::IDENTIFIER          => Appadoo_Offline::class,
		// The offline library (docs/OFFLINE.md).
		Appadoo_Offline_Files::IDENTIFIER    => Appadoo_Offline_Files::class,
		Offline_Licences::IDENTIFIER         => Offline_Licences::class,
		// Play analytics (docs/APPADOOS.md, Play analytics).
		Appadoo_Sessions::IDENTIFIER         => Appadoo_Sessions::class,
		Appadoo_Analytics::IDENTIFIER        => Appadoo_Analytics::class,
		// Appadoo storage and backups (docs/APPADOOS.md, Storage).
		Storage_Providers::IDENTIFIER        => Storage_Providers::class,
		Storage_Provider_Config::IDENTIFIER  => Storage_Provider_Config::class,
		Storage_Provider::IDENTIFIER         => Storage_Provider::class,
		Storage_Appadoos::IDENTIFIER         => Storage_Appadoos::class,
		Storage_Appadoo::IDENTIFIER          => Storage_Appadoo::class,
		Appadoo_Backup::IDENTIFIER           => Appadoo_Backup::class,
		Appadoo_Backups::IDENTIFIER          => Appadoo_Backups::class,
		Appadoo_Backup_Download::IDENTIFIER  => Appadoo_Backup_Download::class,
		Appadoo_Backup_Restore::IDENTIFIER   => Appadoo_Backup_Restore::class,
		Appadoo_Backup_Item::IDENTIFIER      => Appadoo_Backup_Item::class,
		Storage_Bulk_Backup::IDENTIFIER      => Storage_Bulk_Backup::class,
		Storage_Export::IDENTIFIER           => Storage_Export::class,
		Storage_Cleanup::IDENTIFIER          => Storage_Cleanup::class,
		// Community (sample data until real content exists).
		Forum::IDENTIFIER                    => Forum::class,
		Play_Ideas::IDENTIFIER               => Play_Ideas::class,
		Discovery::IDENTIFIER                => Discovery::class,
		Mentions::IDENTIFIER                 => Mentions::class,
		Community_Samples::IDENTIFIER        => Community_Samples::class,
		Submissions::IDENTIFIER              => Submissions::class,
		// Members (docs/MEMBERS.md).
		Downloads::IDENTIFIER                => Downloads::class,
		Download_Claim::IDENTIFIER           => Download_Claim::class,
		Download_File::IDENTIFIER            => Download_File::class,
		// Create It Forward (docs/MEMBERS.md, Create It Forward).
		Creations::IDENTIFIER                => Creations::class,
		Creation_By_Id::IDENTIFIER           => Creation_By_Id::class,
		Creator_Directory::IDENTIFIER        => Creator_Directory::class,
		Creator_Earnings::IDENTIFIER         => Creator_Earnings::class,
		Creator_Dashboard::IDENTIFIER        => Creator_Dashboard::class,
		// Play It Forward (README, Referrals).
		Referrals_Me::IDENTIFIER             => Referrals_Me::class,
		Referral_Test_Connection::IDENTIFIER => Referral_Test_Connection::class,
		Share_Codes_Route::IDENTIFIER        => Share_Codes_Route::class,
		// Family: children's profiles, budgets, PIN, progress (docs/FAMILY.md).
		Family_Children::IDENTIFIER          => Family_Children::class,
		Family_Child::IDENTIFIER             => Family_Child::class,
		Family_Pin::IDENTIFIER               => Family_Pin::class,
		Family_Extra_Time::IDENTIFIER        => Family_Extra_Time::class,
		Family_Play::IDENTIFIER              => Family_Play::class,
		Family_Child_State::IDENTIFIER       => Family_Child_State::class,
		Family_Overview_Route::IDENTIFIER    => Family_Overview_Route::class,
		Family_Summary_Email::IDENTIFIER     => Family_Summary_Email::class,
		Family_Parent_Mode::IDENTIFIER       => Family_Parent_Mode::class,
		Family_Consent::IDENTIFIER           => Family_Consent::class,
	);


	/**
	 * Settings, handed to every route.
	 *
	 * @var Settings
	 */
	private Settings $settings;

	/**
	 * Constructor.
	 *
	 * @param Settings $settings Plugin settings.
	 */
	public function __construct( Settings $settings ) {
		$this->settings = $settings;
	}

	/**
	 * Registers the routes when the REST server starts.
	 */
	public function add_hooks(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
		add_filter( 'rest_pre_serve_request', array( $this, 'serve_not_modified' ), 10, 3 );
		add_filter( 'rest_pre_serve_request', array( File_Response::class, 'serve' ), 10, 4 );
		( new Json_Body_Guard() )->add_hooks();
		add_filter( 'playpal_refusal_error', static fn( mixed $error, Domain_Exception $refusal ): WP_Error => Domain_Error_Map::to_error( $refusal ), 10, 2 );
	}

	/**
	 * Registers every route in the map.
	 */
	public function register_routes(): void {
		foreach ( self::ROUTES as $class ) {
			$this->register_route( $this->route( $class ) );
		}
	}

	/**
	 * Builds one route with a new instance of its schema class.
	 *
	 * @param string $class Route class.
	 * @phpstan-param class-string<Abstract_Route<Abstract_Schema>> $class
	 * @return Abstract_Route<Abstract_Schema>
	 */
	private function route( string $class ): Abstract_Route {
		$schema_class = $class::SCHEMA;
		return new $class( $this->settings, new $schema_class() );
	}

	/**
	 * Registers one route: its handlers and schema and, as a route option, the
	 * feature flag it declares (Feature_Flags reads it from the REST server).
	 *
	 * @param Abstract_Route $route The route.
	 * @phpstan-param Abstract_Route<Abstract_Schema> $route
	 */
	public function register_route( Abstract_Route $route ): void {
		$args = $route->get_args();
		if ( '' !== $route::FEATURE_FLAG ) {
			$args[ Feature_Flags::ROUTE_OPTION ] = $route::FEATURE_FLAG;
		}
		register_rest_route( self::REST_NAMESPACE, $route->get_path(), $args );
	}

	/**
	 * Sends our 304 responses without a body: the REST server would otherwise
	 * print "null", and a 304 must not carry one. Headers are already sent.
	 *
	 * @param mixed            $served   Whether another filter already served the request.
	 * @param WP_HTTP_Response $response The response.
	 * @param WP_REST_Request  $request  The request.
	 * @return mixed
	 */
	public function serve_not_modified( mixed $served, WP_HTTP_Response $response, WP_REST_Request $request ): mixed {
		if ( $served ) {
			return $served;
		}
		return 304 === $response->get_status() && str_starts_with( $request->get_route(), '/' . self::REST_NAMESPACE . '/' );
	}
}
