<?php
/**
 * Publishing an Appadoo at its public address, and taking it down.
 *
 * @package PlayPal
 */

namespace PlayPal\Appadoos;

use PlayPal\Settings\Feature_Flags;
use RuntimeException;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Deployment (SPEC §2 Deployment, §4 "Live"/"Local"; docs/APPADOOS.md):
 *
 * - deploy() sets the status to `deployed` and keeps the status it had in
 *   `_playpal_deployment` (`{deployedAt, previousStatus}`), so undeploy()
 *   can put it back;
 * - is_live() is what the player asks: a deployed Appadoo plays for anyone at
 *   `/play/{slug}/`, but only while the `portals` flag is on (a switched-off
 *   feature shows nothing, like its routes).
 *
 * Who may deploy is the route's question (Appadoo_Access), not this class's.
 */
final class Appadoo_Deployment {

	public const STATUS = 'deployed';

	/** `{deployedAt: ISO 8601, previousStatus: string}` while deployed. */
	public const META = '_playpal_deployment';

	private Appadoo_Repository $appadoos;

	private Feature_Flags $flags;

	/**
	 * Constructor.
	 *
	 * @param Feature_Flags           $flags    Feature flags (a deployed Appadoo is Live only while `portals` is on).
	 * @param Appadoo_Repository|null $appadoos Repository (moves the modified date).
	 */
	public function __construct( Feature_Flags $flags, ?Appadoo_Repository $appadoos = null ) {
		$this->flags    = $flags;
		$this->appadoos = $appadoos ?? new Appadoo_Repository();
	}

	/**
	 * Whether the Appadoo is deployed (whatever the flags say).
	 *
	 * @param WP_Post $post Appadoo.
	 */
	public function is_deployed( WP_Post $post ): bool {
		return self::STATUS === get_post_meta( $post->ID, Appadoo_Meta::STATUS, true );
	}

	/**
	 * Whether anyone may play the Appadoo at its public address now.
	 *
	 * @param WP_Post $post Appadoo.
	 */
	public function is_live( WP_Post $post ): bool {
		return $this->is_deployed( $post ) && $this->flags->enabled( 'portals' );
	}

	/**
	 * Publishes the Appadoo. Deploying a deployed Appadoo changes nothing.
	 *
	 * @param WP_Post $post Appadoo.
	 * @throws RuntimeException When it cannot be saved (nothing is changed then).
	 */
	public function deploy( WP_Post $post ): void {
		if ( $this->is_deployed( $post ) ) {
			return;
		}
		$previous = (string) get_post_meta( $post->ID, Appadoo_Meta::STATUS, true );
		$record   = array(
			'deployedAt'     => gmdate( 'Y-m-d\TH:i:s\Z' ),
			'previousStatus' => in_array( $previous, Appadoo_Meta::STATUSES, true ) ? $previous : 'active',
		);
		delete_post_meta( $post->ID, self::META ); // A stale record (a restored backup's) is not this deployment.
		if ( false === add_post_meta( $post->ID, self::META, wp_slash( $record ), true ) ) {
			throw new RuntimeException( 'The deployment could not be recorded.' );
		}
		try {
			$this->set_status( $post, self::STATUS, $previous );
		} catch ( RuntimeException $exception ) {
			delete_post_meta( $post->ID, self::META );
			throw $exception;
		}
	}

	/**
	 * Takes the Appadoo down: its status goes back to what it was before
	 * deploy(). Undeploying an Appadoo that is not deployed changes nothing.
	 *
	 * @param WP_Post $post Appadoo.
	 * @throws RuntimeException When it cannot be saved.
	 */
	public function undeploy( WP_Post $post ): void {
		if ( ! $this->is_deployed( $post ) ) {
			return;
		}
		$record   = get_post_meta( $post->ID, self::META, true );
		$previous = is_array( $record ) ? (string) ( $record['previousStatus'] ?? '' ) : '';
		$restore  = self::STATUS !== $previous && in_array( $previous, Appadoo_Meta::STATUSES, true ) ? $previous : 'active';
		$this->set_status( $post, $restore, self::STATUS );
		delete_post_meta( $post->ID, self::META );
	}

	/**
	 * When the Appadoo was deployed (ISO 8601), or null.
	 *
	 * @param WP_Post $post Appadoo.
	 */
	public function deployed_at( WP_Post $post ): ?string {
		$record = get_post_meta( $post->ID, self::META, true );
		$at     = is_array( $record ) ? ( $record['deployedAt'] ?? null ) : null;
		return $this->is_deployed( $post ) && is_string( $at ) ? $at : null;
	}

	/**
	 * Writes the status and moves the modified date on.
	 *
	 * @param WP_Post $post     Appadoo.
	 * @param string  $status   New status.
	 * @param string  $previous Status it has now.
	 * @throws RuntimeException When it cannot be saved.
	 */
	private function set_status( WP_Post $post, string $status, string $previous ): void {
		if ( false === update_post_meta( $post->ID, Appadoo_Meta::STATUS, $status ) ) {
			throw new RuntimeException( 'The status could not be saved.' );
		}
		try {
			$this->appadoos->touch( $post );
		} catch ( RuntimeException $exception ) {
			update_post_meta( $post->ID, Appadoo_Meta::STATUS, $previous );
			throw $exception;
		}
	}
}
