<?php
/**
 * Stopping a test server started with setsid.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests;

/**
 * For a class holding the `proc_open` resource of `setsid php -S …` in
 * `$process`: PHP's built-in server forks its workers into the same
 * process group, so the whole group is stopped.
 */
trait StopsServerProcess {

	/**
	 * Stops the server and its workers.
	 */
	public function stop(): void {
		if ( is_resource( $this->process ) ) {
			$status = proc_get_status( $this->process );
			posix_kill( -$status['pid'], SIGTERM );
			proc_close( $this->process );
			$this->process = null;
		}
	}
}
