/**
 * What the worker knows of the site: printed in front of the worker's code by
 * the PHP that serves it (includes/Offline/Service_Worker_Script.php).
 */

export interface PrecacheEntry {
	/** Same-origin path. */
	url: string;
	/** Changes when the file does; null when the URL itself carries a content hash. */
	revision: string | null;
}

export interface WorkerConfig {
	/** The app's base path with both slashes ("/" or "/play/"): the worker's scope. */
	base: string;
	/** The REST API's path, e.g. "/wp-json/". */
	restRoot: string;
	/** The app's route patterns (includes/Frontend/Route_Table.php), `{slug}` one segment. */
	routes: string[];
	/** The nonce-free app shell's address. */
	shell: string;
	/** The offline screen's address. */
	offline: string;
	/** The shell: scripts, chunks, the shell page, the offline screen. */
	precache: PrecacheEntry[];
	/** Names this worker's shell cache, `playpal-shell-{version}`. */
	version: string;
}
