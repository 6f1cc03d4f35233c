<?php
/**
 * Who may read, edit, publish and delete PlayPal's private posts through WordPress's own doors.
 *
 * @package PlayPal
 */

namespace PlayPal\Security;

use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * The `map_meta_cap` filter of the private post types (Storage\Private_Post_Type).
 *
 * WordPress's generic doors — XML-RPC, wp-admin's post screens, wp/v2,
 * another plugin's WP_Query with `perm` — ask for capabilities, never for
 * PlayPal's rules, and none of them runs PlayPal's validators, quota or
 * review. So:
 *
 * - Reading a post that is not published: its author (an Appadoo's owner,
 *   a creation's creator), or a manager of the type.
 * - Editing, publishing, deleting, and every other capability of the type
 *   (listing, editing others', reading private ones): a manager of the type
 *   only. Owners change their own posts through pp/v1, which validates,
 *   sends a creation back to review and removes an Appadoo's files.
 * - Custom fields of these posts: nobody (they are PlayPal's own state,
 *   written only by PlayPal's code, which checks no capability for them).
 * - Creating one: nobody (`create_playpal_*`); PlayPal's routes create them.
 *
 * The private post types are those registered here, each with the
 * capability of its manager; each feature registers its own type (its post
 * type class holds the map), so this folder imports none of them: a manager
 * is whoever may manage every Appadoo (Appadoos\Appadoo_Access::MANAGE_ALL)
 * for Appadoos, and a moderator (Moderation_Capability) for stories and
 * creations.
 */
final class Private_Post_Capabilities {

	/**
	 * The private post types, name => the capability that lets a person manage every post of it.
	 *
	 * @var array<string, string>
	 */
	private array $managers = array();

	/** Meta capabilities asked about one post. */
	private const POST_CAPS = array( 'read_post', 'edit_post', 'delete_post', 'publish_post' );

	/** Meta capabilities asked about one post's custom fields. */
	private const FIELD_CAPS = array( 'edit_post_meta', 'add_post_meta', 'delete_post_meta' );

	/** Keys of a post type's `cap` object that are not primitives of the type. */
	private const NOT_PRIMITIVE = array( 'read', 'read_post', 'edit_post', 'delete_post' );

	/**
	 * The types' primitive capabilities, name => [post type, key in the type's `cap`],
	 * read once from the registered types.
	 *
	 * @var array<string, array{0: string, 1: string}>|null
	 */
	private ?array $primitives = null;

	public function add_hooks(): void {
		add_filter( 'map_meta_cap', array( $this, 'map' ), 10, 4 );
	}

	/**
	 * Makes a post type one of the private ones (a feature's post type calls
	 * this as it adds its hooks, before any capability is asked).
	 *
	 * @param string $post_type          Post type name.
	 * @param string $manager_capability The capability that lets a person manage every post of it.
	 */
	public function register( string $post_type, string $manager_capability ): void {
		$this->managers[ $post_type ] = $manager_capability;
		$this->primitives             = null;
	}

	/**
	 * The private post types registered so far.
	 *
	 * @return list<string>
	 */
	public function post_types(): array {
		return array_keys( $this->managers );
	}

	/**
	 * The capability that lets a person manage every post of a private type.
	 *
	 * @param string $post_type Post type name (a registered one).
	 */
	private function manager_capability( string $post_type ): string {
		return $this->managers[ $post_type ];
	}

	/**
	 * Filters map_meta_cap(): the primitive capabilities a user needs for `$cap`.
	 *
	 * @param string[] $caps    What WordPress would require.
	 * @param string   $cap     Capability asked for.
	 * @param int      $user_id User.
	 * @param mixed[]  $args    A post id first, for meta capabilities.
	 * @return string[]
	 */
	public function map( $caps, $cap, $user_id, $args ): array {
		$caps = (array) $caps;
		$cap  = (string) $cap;

		$primitive = $this->primitives()[ $cap ] ?? null;
		if ( null !== $primitive ) {
			return 'create_posts' === $primitive[1] ? array( 'do_not_allow' ) : array( $this->manager_capability( $primitive[0] ) );
		}

		$for_post   = in_array( $cap, self::POST_CAPS, true );
		$for_fields = in_array( $cap, self::FIELD_CAPS, true );
		if ( ! ( $for_post || $for_fields ) || ! isset( $args[0] ) || ! is_numeric( $args[0] ) ) {
			return $caps;
		}
		$post = get_post( (int) $args[0] );
		if ( ! $post instanceof WP_Post || ! isset( $this->managers[ $post->post_type ] ) ) {
			return $caps;
		}
		if ( $for_fields ) {
			return array( 'do_not_allow' );
		}
		if ( 'read_post' === $cap ) {
			return $this->read_caps( $caps, $post, (int) $user_id );
		}
		return array( $this->manager_capability( $post->post_type ) );
	}

	/**
	 * Who may read one post: anyone who may read the site once it is
	 * published (pp/v1 shows published stories and creations to everyone),
	 * else its author or a manager of its type.
	 *
	 * @param string[] $caps    What WordPress would require.
	 * @param WP_Post  $post    Post.
	 * @param int      $user_id User.
	 * @return string[]
	 */
	private function read_caps( array $caps, WP_Post $post, int $user_id ): array {
		$status = get_post_status_object( (string) get_post_status( $post ) );
		if ( null !== $status && $status->public ) {
			return $caps;
		}
		if ( $user_id > 0 && (int) $post->post_author === $user_id ) {
			return array( 'read' );
		}
		return array( $this->manager_capability( $post->post_type ) );
	}

	/**
	 * The types' primitive capabilities, from their registered `cap` objects.
	 * Not kept until every type is registered (capabilities may be checked
	 * before `init`).
	 *
	 * @return array<string, array{0: string, 1: string}>
	 */
	private function primitives(): array {
		if ( null !== $this->primitives ) {
			return $this->primitives;
		}
		$primitives = array();
		$complete   = true;
		foreach ( $this->post_types() as $post_type ) {
			$object = get_post_type_object( $post_type );
			if ( null === $object ) {
				$complete = false;
				continue;
			}
			foreach ( (array) $object->cap as $key => $name ) {
				// Only names of the type's own (`edit_playpal_appadoos`): never a WordPress-wide one such as `edit_posts`.
				if ( ! in_array( $key, self::NOT_PRIMITIVE, true ) && str_contains( (string) $name, $post_type ) ) {
					$primitives[ (string) $name ] = array( $post_type, (string) $key );
				}
			}
		}
		if ( $complete ) {
			$this->primitives = $primitives;
		}
		return $primitives;
	}
}
