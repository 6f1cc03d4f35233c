<?php
/**
 * Users with known passwords, private posts of each type, and in-process XML-RPC calls.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Security;

use IXR_Error;
use PlayPal\Community\Submission_Post_Type;
use PlayPal\Creators\Creation_Post_Type;
use wp_xmlrpc_server;

/**
 * For the tests of Security\Private_Post_Capabilities. XML-RPC is called
 * in-process, as xmlrpc.php would after parsing the request: a fresh
 * wp_xmlrpc_server per call (a failed login stays failed on a server), the
 * user's name and password first, as a client sends them.
 */
trait PrivatePostFixtures {

	/** Every test user's password, so XML-RPC can sign them in. */
	private const PASSWORD = 'Correct-Horse-Battery-7';

	/**
	 * Creates a user with a known password, without signing them in.
	 *
	 * @param string $role Role.
	 */
	private function person( string $role ): int {
		$login   = 'pp_' . $role . '_' . wp_generate_password( 8, false );
		$user_id = wp_insert_user(
			array(
				'user_login' => $login,
				'user_pass'  => self::PASSWORD,
				'user_email' => $login . '@example.test',
				'role'       => $role,
			)
		);
		$this->assertIsInt( $user_id, 'The test user should be created.' );
		return $user_id;
	}

	/**
	 * Calls one XML-RPC method as a user.
	 *
	 * @param string  $method  Method of wp_xmlrpc_server, e.g. `wp_getPosts`.
	 * @param int     $user_id Caller.
	 * @param mixed[] $rest    The method's arguments after blog id, user name and password.
	 * @return mixed The method's answer (an IXR_Error when refused).
	 */
	private function xmlrpc( string $method, int $user_id, array $rest ): mixed {
		// What xmlrpc.php loads before it serves a call.
		require_once ABSPATH . 'wp-admin/includes/admin.php';
		require_once ABSPATH . WPINC . '/class-IXR.php';
		require_once ABSPATH . WPINC . '/class-wp-xmlrpc-server.php';
		// phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's own filter, read as wp_xmlrpc_server does.
		$enabled = (bool) apply_filters( 'xmlrpc_enabled', true );
		$this->assertTrue( $enabled, 'XML-RPC is on (WordPress\'s default), as on the attacked site.' );
		$server = new wp_xmlrpc_server();
		return $server->{$method}( array_merge( array( 1, get_userdata( $user_id )->user_login, self::PASSWORD ), $rest ) );
	}

	/**
	 * Asserts an XML-RPC refusal that is not a failed sign-in (so the
	 * refusal is the capability's, not a wrong password's).
	 *
	 * @param mixed  $answer  Answer.
	 * @param string $context What was tried.
	 */
	private function assert_refused( mixed $answer, string $context ): void {
		$this->assertInstanceOf( IXR_Error::class, $answer, "{$context}: refused. Answer: " . wp_json_encode( $answer ) );
		$this->assertStringNotContainsString( 'password', (string) $answer->message, "{$context}: the sign-in worked; the capability refused." );
	}

	/**
	 * A creation as pp/v1/creations stores it.
	 *
	 * @param int    $author Creator.
	 * @param string $status Post status.
	 */
	private function creation( int $author, string $status = 'pending' ): int {
		$id = wp_insert_post(
			array(
				'post_type'    => Creation_Post_Type::POST_TYPE,
				'post_status'  => $status,
				'post_author'  => $author,
				'post_title'   => 'Shape Hunt Cards',
				'post_content' => 'Find circles around the house.',
			),
			true
		);
		$this->assertIsInt( $id, 'The creation should be stored.' );
		return $id;
	}

	/**
	 * A story as /submit stores it (no author: stories come from visitors).
	 *
	 * @param string $status Post status.
	 */
	private function story( string $status = 'pending' ): int {
		$id = wp_insert_post(
			array(
				'post_type'    => Submission_Post_Type::POST_TYPE,
				'post_status'  => $status,
				'post_author'  => 0,
				'post_title'   => 'Our rainy day',
				'post_content' => 'We built a fort.',
			),
			true
		);
		$this->assertIsInt( $id, 'The story should be stored.' );
		return $id;
	}
}
