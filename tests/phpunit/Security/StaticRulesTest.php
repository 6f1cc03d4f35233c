<?php
/**
 * README.md's web server rules: the files the dev and test servers apply, and the
 * built-in fallback server's copy of them.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Security;

use PHPUnit\Framework\TestCase;

/**
 * The rules of bin/php/static-rules.php (the fallback server's), path by path: what
 * README.md's nginx and Apache rules refuse is refused, what a site needs still loads;
 * and nginx's and Apache's rule files are README.md's blocks.
 * (tests/e2e/request-matrix.spec.ts asks the running server.)
 */
final class StaticRulesTest extends TestCase {

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		require_once dirname( __DIR__, 3 ) . '/bin/php/static-rules.php';
	}

	public function test_what_the_rules_refuse(): void {
		$refused = array(
			'/.git/HEAD',
			'/.env',
			'/wp-content/plugins/playpal/.git/HEAD',
			'/wp-content/plugins/playpal/.dev/mysql/data/ib_logfile0',
			'/wp-content/plugins/playpal/.dev/logs/server-dev.log',
			'/wp-content/uploads/playpal-appadoos/.htaccess',
			'/wp-content/uploads/playpal-appadoos/abc/12/index.html',
			'/wp-content/uploads/playpal-appadoos',
			'/wp-content/uploads/PLAYPAL-APPADOOS/abc/12/index.html',
			'/wp-content/uploads/playpal-store/x.bin',
			'/wp-content/uploads/woocommerce_uploads/kit.pdf',
			'/wp-content/uploads/woocommerce_uploads',
			'/wp-content/debug.log',
			'/wp-content/mail.log',
			'/wp-content/uploads/2026/01/error.LOG',
			'/wp-content/plugins/other/node_modules/x/index.js',
			'/wp-content/plugins/playpal/vendor/autoload.php',
			'/wp-content/plugins/playpal/node_modules/react/index.js',
			'/wp-content/plugins/playpal/src/app/main.tsx',
			'/wp-content/plugins/playpal/package.json',
			'/wp-content/plugins/playpal/includes/Plugin.php',
			'/wp-content/plugins/playpal/readme.txt',
			'/wp-content/plugins/playpal',
		);
		foreach ( $refused as $path ) {
			$this->assertTrue( playpal_static_denied( $path ), "{$path} is refused." );
		}
	}

	/**
	 * The dev, test and bench sites' servers apply the rules README.md gives site owners,
	 * from these files: nginx includes bin/nginx/playpal-rules.conf, the Apache run of
	 * bin/test-e2e writes bin/apache/playpal-rules.htaccess into the site's root .htaccess.
	 */
	public function test_the_servers_use_the_readme_rules_word_for_word(): void {
		$root   = dirname( __DIR__, 3 );
		$readme = (string) file_get_contents( $root . '/README.md' );
		$this->assertSame( 1, preg_match( '/\n```nginx\n(.*?)```\n/s', $readme, $nginx ), 'README.md gives an nginx block.' );
		$this->assertSame( $nginx[1], file_get_contents( $root . '/bin/nginx/playpal-rules.conf' ) );
		$this->assertSame(
			1,
			preg_match( '/\*\*Apache without access to the virtual host\*\*.*?```apache\n(.*?)```\n/s', $readme, $apache ),
			'README.md gives a root .htaccess block.'
		);
		$this->assertSame( $apache[1], file_get_contents( $root . '/bin/apache/playpal-rules.htaccess' ) );
	}

	public function test_what_a_site_needs_still_loads(): void {
		$served = array(
			'/wp-content/plugins/playpal/build/index.js',
			'/wp-content/plugins/playpal/build/style-index.css',
			'/wp-content/plugins/woocommerce/assets/js/frontend/cart-fragments.min.js',
			'/wp-content/plugins/woocommerce/vendor/automattic/jetpack-connection/dist/tracks.js',
			'/wp-content/plugins/woocommerce-double/assets/store.css',
			'/wp-content/uploads/2026/01/kit-picture.png',
			'/wp-content/uploads/playpalish/picture.png',
			'/wp-includes/js/dist/vendor/react.min.js',
			'/wp-content/themes/twentytwentyfive/style.css',
		);
		foreach ( $served as $path ) {
			$this->assertFalse( playpal_static_denied( $path ), "{$path} is served." );
		}
	}
}
