<?php
/**
 * GET pp/v1/offline/licences
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\Appadoos\Appadoo_Repository;
use PlayPal\Appadoos\Player\Player;
use PlayPal\Members\Member_Downloads;
use PlayPal\REST\Schemas\Abstract_Schema;
use PlayPal\REST\Schemas\Offline_Licences_Schema;
use PlayPal\Settings\Settings;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * Which of the items in a person's offline library they still hold
 * (docs/OFFLINE.md, Licences): of the download ids asked, those still in
 * their downloads and Active (a refunded order's permission is gone, an
 * expired one is Expired); of the Appadoo ids asked, those they may still
 * play (their own, or Live). The library removes the rest. It answers
 * only about what it was asked, so it lists nothing new about anyone.
 *
 * @extends Abstract_Member_Route<Offline_Licences_Schema>
 */
final class Offline_Licences extends Abstract_Member_Route {

	public const IDENTIFIER = 'offline-licences';

	public const PATH = '/offline/licences';

	public const SCHEMA = Offline_Licences_Schema::class;

	public const FEATURE_FLAG = 'portals';

	/** At most this many ids of each kind in one question (a library is checked in pages of this size). */
	public const MAX_ITEMS = 200;

	private Member_Downloads $downloads;

	private Appadoo_Repository $appadoos;

	/**
	 * Constructor. Routes_Controller passes settings and schema; tests may pass the rest.
	 *
	 * @param Settings                $settings  Settings.
	 * @param Abstract_Schema         $schema    Response schema.
	 * @phpstan-param Offline_Licences_Schema $schema
	 * @param Member_Downloads|null   $downloads The person's files.
	 * @param Appadoo_Repository|null $appadoos  Appadoos.
	 */
	public function __construct( Settings $settings, Abstract_Schema $schema, ?Member_Downloads $downloads = null, ?Appadoo_Repository $appadoos = null ) {
		parent::__construct( $settings, $schema );
		$this->downloads = $downloads ?? new Member_Downloads();
		$this->appadoos  = $appadoos ?? new Appadoo_Repository();
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param string $methods The handler's methods.
	 */
	protected function handler_args( string $methods ): array {
		return array(
			'downloads' => array(
				'description'       => __( 'Download file ids, {productId}-{downloadId}.', 'playpal' ),
				'type'              => 'array',
				'items'             => array(
					'type'    => 'string',
					'pattern' => '^' . Member_Downloads::ID_PATTERN . '$',
				),
				'maxItems'          => self::MAX_ITEMS,
				'default'           => array(),
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => 'rest_sanitize_request_arg',
			),
			'appadoos'  => array(
				'description'       => __( 'Appadoo ids.', 'playpal' ),
				'type'              => 'array',
				'items'             => array(
					'type'    => 'integer',
					'minimum' => 1,
				),
				'maxItems'          => self::MAX_ITEMS,
				'default'           => array(),
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => 'rest_sanitize_request_arg',
			),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 */
	protected function get_route_response( WP_REST_Request $request ): WP_REST_Response {
		$user_id = $this->signed_in_user();
		$asked   = array_map( 'strval', (array) $request->get_param( 'downloads' ) );
		$held    = array();
		if ( $asked ) {
			foreach ( $this->downloads->for_user( $user_id, $this->now() ) as $file ) {
				if ( 'active' === $file['status'] && in_array( $file['id'], $asked, true ) ) {
					$held[ $file['id'] ] = true;
				}
			}
		}
		$player   = new Player( $this->settings, null, $this->appadoos );
		$playable = array();
		foreach ( array_unique( array_map( 'intval', (array) $request->get_param( 'appadoos' ) ) ) as $id ) {
			$post = $this->appadoos->get( $id );
			if ( null !== $post && $player->may_play( $post, $user_id ) ) {
				$playable[] = $id;
			}
		}
		return $this->private_response(
			$this->schema->success_response(
				array(
					'downloads' => array_keys( $held ),
					'appadoos'  => $playable,
				)
			)
		);
	}
}
