# A private Redis server for the sites' object cache, and the Redis Object
# Cache drop-in that connects a site to it.
#
# One server per clone, bound to 127.0.0.1:$PLAYPAL_REDIS_PORT (default
# 63791), its working folder .dev/redis. Nothing is persisted (no RDB
# snapshots, no append-only file): the cache starts empty with the server.
# Sites share the server, each in its own numbered database (listed in
# .dev/redis-databases), so flushing one site's cache (wp_cache_flush() runs
# FLUSHDB) never empties another's.
# shellcheck shell=bash

REDIS_PORT="${PLAYPAL_REDIS_PORT:-63791}"
REDIS_DIR="$DEV_DIR/redis"
REDIS_DATABASES_FILE="$DEV_DIR/redis-databases"
# Enough numbered databases for every site a clone makes (dev, e2e, phpunit, lifecycle, the benches).
REDIS_DATABASE_COUNT=64

redis_cli() { redis-cli -h 127.0.0.1 -p "$REDIS_PORT" "$@"; }

redis_answers() { [ "$( redis_cli ping 2>/dev/null )" = PONG ]; }

# Set when this script started Redis, so test scripts stop only what they started.
REDIS_STARTED_HERE=

# The pid of this clone's server, when it runs.
redis_own_pid() {
	local pid
	pid="$( cat "$REDIS_DIR/redis.pid" 2>/dev/null )" || return 1
	[ -n "$pid" ] && kill -0 "$pid" 2>/dev/null && echo "$pid"
}

start_redis() {
	if redis_own_pid >/dev/null && redis_answers; then
		return 0
	fi
	# Another clone's server (or anything else) on the port would mix two clones' caches.
	if ( exec 3<>"/dev/tcp/127.0.0.1/$REDIS_PORT" ) 2>/dev/null; then
		die "port $REDIS_PORT is taken by another server: set PLAYPAL_REDIS_PORT to a free port"
	fi
	mkdir -p "$REDIS_DIR"
	log "Starting Redis on 127.0.0.1:$REDIS_PORT"
	REDIS_STARTED_HERE=1
	# daemonize: the server outlives this script until `bin/dev-site stop` (or the test script's exit).
	redis-server --bind 127.0.0.1 --port "$REDIS_PORT" --protected-mode yes --dir "$REDIS_DIR" \
		--save '' --appendonly no --databases "$REDIS_DATABASE_COUNT" \
		--daemonize yes --pidfile "$REDIS_DIR/redis.pid" --logfile "$LOG_DIR/redis.log" \
		>/dev/null 2>&1 || die "Redis did not start (see $LOG_DIR/redis.log)"
	local i
	for (( i = 0; i < 100; i++ )); do
		redis_answers && return 0
		sleep 0.1
	done
	die "Redis did not start (see $LOG_DIR/redis.log)"
}

# For test scripts: stops Redis if this script started it.
stop_redis_if_started_here() {
	[ -n "$REDIS_STARTED_HERE" ] && stop_redis
	return 0
}

stop_redis() {
	local pid
	pid="$( redis_own_pid )" || { rm -f "$REDIS_DIR/redis.pid"; return 0; }
	kill "$pid" 2>/dev/null || true
	while kill -0 "$pid" 2>/dev/null; do sleep 0.1; done
	rm -f "$REDIS_DIR/redis.pid"
}

# redis_database NAME: the site's database number, given once and kept.
redis_database() {
	local name="$1" number
	number="$( awk -v n="$name" '$1 == n { print $2 }' "$REDIS_DATABASES_FILE" 2>/dev/null || true )"
	if [ -z "$number" ]; then
		number=0
		[ -f "$REDIS_DATABASES_FILE" ] \
			&& number="$( awk 'BEGIN { m = -1 } $2 > m { m = $2 } END { print m + 1 }' "$REDIS_DATABASES_FILE" )"
		[ "$number" -lt "$REDIS_DATABASE_COUNT" ] \
			|| die "no Redis database left for the $name site: remove unused lines from $REDIS_DATABASES_FILE"
		echo "$name $number" >>"$REDIS_DATABASES_FILE"
	fi
	echo "$number"
}

# object_cache_mode: "redis" (default) or "none" (PLAYPAL_OBJECT_CACHE=none: WordPress's per-request cache).
object_cache_mode() {
	case "${PLAYPAL_OBJECT_CACHE:-redis}" in
		redis) echo redis ;;
		none) echo none ;;
		*) die "PLAYPAL_OBJECT_CACHE must be redis or none (got ${PLAYPAL_OBJECT_CACHE})" ;;
	esac
}

# Said once per script when the drop-in's archive is missing.
REDIS_CACHE_WARNED=
warn_no_redis_cache() {
	[ -n "$REDIS_CACHE_WARNED" ] && return 0
	REDIS_CACHE_WARNED=1
	warn "No object cache: $SHARED_VENDOR_DIR/$REDIS_CACHE_ARCHIVE.tar.xz is missing."
	warn "The sites run WordPress's per-request object cache, not Redis as production sites do."
}

# link_object_cache NAME WP_CONTENT_DIR: links the Redis Object Cache drop-in
# into a site (or removes it) and sets OBJECT_CACHE_CONFIG to the PHP that
# configures it, for the site's config. The drop-in's own plugin is not
# activated: the drop-in alone is the cache (the plugin adds a wp-admin
# status screen only).
OBJECT_CACHE_CONFIG=
link_object_cache() {
	local name="$1" content="$2" mode dir database
	mode="$( object_cache_mode )" || exit 1
	if [ "$mode" = redis ] && [ ! -f "$SHARED_VENDOR_DIR/$REDIS_CACHE_ARCHIVE.tar.xz" ]; then
		warn_no_redis_cache
		mode=none
	fi
	if [ "$mode" = none ]; then
		rm -f "$content/object-cache.php"
		OBJECT_CACHE_CONFIG="define( 'PLAYPAL_DEV_OBJECT_CACHE', 'none' );"
		return 0
	fi
	dir="$( vendor_unpack "$REDIS_CACHE_ARCHIVE" )" || exit 1
	database="$( redis_database "$name" )" || exit 1
	# Scripts start Redis beside MariaDB; one that does not still gets a cache that works.
	redis_answers || start_redis
	# A site written afresh (or switched back from no cache) must not read what an earlier one cached.
	redis_cli -n "$database" flushdb >/dev/null || die "could not empty the $name site's Redis database"
	ln -sfn "$dir/redis-cache/includes/object-cache.php" "$content/object-cache.php"
	OBJECT_CACHE_CONFIG="$( cat <<PHP
define( 'PLAYPAL_DEV_OBJECT_CACHE', 'redis' );
// The Redis Object Cache drop-in (wp-content/object-cache.php) on this clone's private Redis (bin/lib/redis.sh).
define( 'WP_REDIS_CLIENT', 'phpredis' );
define( 'WP_REDIS_HOST', '127.0.0.1' );
define( 'WP_REDIS_PORT', $REDIS_PORT );
// The site's own database: wp_cache_flush() (FLUSHDB) empties this site's cache only.
define( 'WP_REDIS_DATABASE', $database );
define( 'WP_REDIS_PREFIX', '$name:' );
// Waits as the drop-in's own defaults (1 s) and more for reads: on a loaded 2-core machine a read
// stalled past 0.5 s and the drop-in, not graceful (a fallback to memory would serve stale entries
// to other processes), answered a page with "Error establishing a Redis connection".
define( 'WP_REDIS_TIMEOUT', 1 );
define( 'WP_REDIS_READ_TIMEOUT', 2 );
define( 'WP_REDIS_RETRY_INTERVAL', 0 );
// PLAYPAL_OBJECT_CACHE=none in a command-line process's environment turns the drop-in
// off for that process only (PHPUnit checks the content cache both ways).
define( 'WP_REDIS_DISABLED', 'none' === getenv( 'PLAYPAL_OBJECT_CACHE' ) );
PHP
)"
}
