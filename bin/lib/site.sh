# A private MariaDB server and WordPress sites served by nginx + PHP-FPM (web-server.sh).
#
# Everything lives under .dev/ (git-ignored) and binds to 127.0.0.1 only.
# Several sites (dev, e2e, phpunit) share one WordPress core and one database
# server; each has its own database, wp-content folder and port.
# shellcheck shell=bash

# shellcheck source=vendor.sh
source "$ROOT/bin/lib/vendor.sh"
# shellcheck source=cron.sh
source "$ROOT/bin/lib/cron.sh"
# shellcheck source=web-server.sh
source "$ROOT/bin/lib/web-server.sh"
# shellcheck source=redis.sh
source "$ROOT/bin/lib/redis.sh"
# shellcheck source=nodes.sh
source "$ROOT/bin/lib/nodes.sh"

DB_USER=playpal
DB_PASSWORD=playpal
ADMIN_USER=admin
ADMIN_PASSWORD=playpal-admin

mysql_root() { mariadb --no-defaults --socket="$DB_SOCKET" -uroot "$@"; }

# Set when this script started the database, so test scripts stop only what they started.
MARIADB_STARTED_HERE=

# start_mariadb: the private server on DB_PORT and DB_SOCKET. MARIADB_DIR (default .dev/mysql) holds its
# files, MARIADB_LOG (default mariadb) names its log in .dev/logs, MARIADB_EXTRA_ARGS adds server options:
# bench/replica starts a primary and a replica of its own with them.
start_mariadb() {
	local data="${MARIADB_DIR:-$DEV_DIR/mysql}" log_name="${MARIADB_LOG:-mariadb}"
	if mysql_root -e 'SELECT 1' >/dev/null 2>&1; then
		return 0
	fi
	mkdir -p "$data"
	if [ ! -d "$data/data/mysql" ]; then
		log "Initialising a private MariaDB in $data"
		mariadb-install-db --no-defaults --datadir="$data/data" --user="$( id -un )" \
			--auth-root-authentication-method=socket --skip-test-db >"$LOG_DIR/$log_name-install.log" 2>&1 \
			|| die "mariadb-install-db failed (see $LOG_DIR/$log_name-install.log)"
	fi
	log "Starting MariaDB on 127.0.0.1:$DB_PORT"
	MARIADB_STARTED_HERE=1
	# setsid: the server outlives this script, in its own session, until `stop`.
	# shellcheck disable=SC2086 # MARIADB_EXTRA_ARGS: several options, split on purpose.
	setsid mariadbd --no-defaults --datadir="$data/data" --socket="$DB_SOCKET" --port="$DB_PORT" \
		--bind-address=127.0.0.1 --skip-name-resolve --user="$( id -un )" \
		--pid-file="$data/mysqld.pid" --log-error="$LOG_DIR/$log_name.log" \
		--innodb-buffer-pool-size=256M --innodb-flush-log-at-trx-commit=2 --max-connections=300 \
		${MARIADB_EXTRA_ARGS:-} </dev/null >/dev/null 2>&1 &
	local i
	for (( i = 0; i < 300; i++ )); do
		mysql_root -e 'SELECT 1' >/dev/null 2>&1 && break
		sleep 0.1
	done
	mysql_root -e 'SELECT 1' >/dev/null 2>&1 || die "MariaDB did not start (see $LOG_DIR/$log_name.log)"
	mysql_root -e "CREATE USER IF NOT EXISTS '$DB_USER'@'127.0.0.1' IDENTIFIED BY '$DB_PASSWORD';
		CREATE USER IF NOT EXISTS '$DB_USER'@'localhost' IDENTIFIED BY '$DB_PASSWORD';
		GRANT ALL ON \`playpal\\_%\`.* TO '$DB_USER'@'127.0.0.1';
		GRANT ALL ON \`playpal\\_%\`.* TO '$DB_USER'@'localhost';"
}

# For test scripts: stops the database if this script started it.
stop_mariadb_if_started_here() {
	[ -n "$MARIADB_STARTED_HERE" ] && stop_mariadb
	return 0
}

# stop_mariadb: the server whose files are in MARIADB_DIR (default .dev/mysql).
stop_mariadb() {
	local pid_file="${MARIADB_DIR:-$DEV_DIR/mysql}/mysqld.pid"
	[ -f "$pid_file" ] || return 0
	local pid
	pid="$( cat "$pid_file" )"
	kill "$pid" 2>/dev/null || true
	while kill -0 "$pid" 2>/dev/null; do sleep 0.1; done
	rm -f "$pid_file"
}

# site_path NAME: the path WordPress is given for a site's folder.
#
# WordPress names a plugin by its path under WP_PLUGIN_DIR, after mapping each
# linked plugin's real folder back to its link. The sites' folders are inside
# this clone, which is itself linked as plugins/playpal, so with their real
# path every plugin would also sit "inside PlayPal" (WooCommerce became
# playpal/.dev/sites/…/woocommerce.php: its activation hook never fired and
# its assets were served from under PlayPal's folder). So WordPress sees each
# site through a link outside the clone, and its plugins are ordinary plugins.
site_path() {
	local base
	base="${TMPDIR:-/tmp}/playpal-sites-$( id -u )-$( printf '%s' "$ROOT" | sha256sum | cut -c1-12 )"
	echo "$base/$1"
}

# link_site_path NAME: (re)creates the link site_path names.
link_site_path() {
	local link
	link="$( site_path "$1" )"
	mkdir -p "$( dirname "$link" )"
	ln -sfn "$DEV_DIR/sites/$1" "$link"
}

# write_site NAME PORT [fresh]: database, wp-content and config for one site.
write_site() {
	local name="$1" port="$2" fresh="${3:-}"
	local dir="$DEV_DIR/sites/$name" db="playpal_$name" content
	if [ "$fresh" = fresh ]; then
		mysql_root -e "DROP DATABASE IF EXISTS \`$db\`"
		rm -rf "$dir"
	fi
	mysql_root -e "CREATE DATABASE IF NOT EXISTS \`$db\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_520_ci"
	mkdir -p "$dir/wp-content/plugins" "$dir/wp-content/uploads" "$dir/wp-content/mu-plugins"
	link_site_path "$name"
	content="$( site_path "$name" )/wp-content"
	ln -sfn "$ROOT/bin/php/mu-plugins/playpal-dev-mail.php" "$dir/wp-content/mu-plugins/playpal-dev-mail.php"
	ln -sfn "$ROOT" "$dir/wp-content/plugins/playpal"
	link_store_plugin "$dir/wp-content/plugins"
	ln -sfn "$WP_CORE_DIR/wp-content/themes" "$dir/wp-content/themes"
	link_object_cache "$name" "$dir/wp-content"
	# The salts stay from the first run (sessions survive); the rest is rewritten,
	# so a site made by an older version of this script gets today's layout.
	local salts="" key
	salts="$( grep -hE "^define\( '[A-Z_]+_(KEY|SALT)'" "$dir/site-config.php" 2>/dev/null || true )"
	if [ -z "$salts" ]; then
		for key in AUTH_KEY SECURE_AUTH_KEY LOGGED_IN_KEY NONCE_KEY AUTH_SALT SECURE_AUTH_SALT LOGGED_IN_SALT NONCE_SALT; do
			salts+="define( '$key', '$( head -c 48 /dev/urandom | base64 | tr -d '\n/+=' )' );"$'\n'
		done
	fi
	# SITE_ALSO_PORTS: other ports the site answers on (the Apache run of bin/test-e2e).
	local also_hosts="" also store_config=""
	for also in ${SITE_ALSO_PORTS:-}; do
		also_hosts+="'127.0.0.1:$also', "
	done
	# PLAYPAL_STORE_DIR: the PlayPal store on a folder of its own (the nodes' shared folder, bench/two-nodes).
	if [ -n "${PLAYPAL_STORE_DIR:-}" ]; then
		mkdir -p "$PLAYPAL_STORE_DIR"
		# As a PHP string literal, whatever the path holds (a quote, a backslash).
		store_config="define( 'PLAYPAL_STORE_DIR', $( php -r 'var_export( $argv[1] );' "$PLAYPAL_STORE_DIR" ) );"
	fi
	cat >"$dir/site-config.php.tmp" <<PHP
<?php
// Generated by bin/dev-site for the "$name" site. Not committed.
define( 'DB_NAME', '$db' );
define( 'DB_USER', '$DB_USER' );
define( 'DB_PASSWORD', '$DB_PASSWORD' );
define( 'DB_HOST', '127.0.0.1:$DB_PORT' );
// Links name the server asked when it is one of the site's (SITE_ALSO_PORTS: the Apache run of bin/test-e2e).
\$playpal_home = 'http://127.0.0.1:$port';
if ( in_array( \$_SERVER['HTTP_HOST'] ?? '', array( $also_hosts ), true ) ) {
	\$playpal_home = 'http://' . \$_SERVER['HTTP_HOST'];
}
define( 'WP_HOME', \$playpal_home );
define( 'WP_SITEURL', \$playpal_home );
define( 'WP_CONTENT_DIR', '$content' );
define( 'WP_CONTENT_URL', \$playpal_home . '/wp-content' );
unset( \$playpal_home );
$OBJECT_CACHE_CONFIG
$store_config
$salts
PHP
	mv -f "$dir/site-config.php.tmp" "$dir/site-config.php"
	write_core_config
}

# link_store_plugin PLUGINS_DIR: gives a site a WooCommerce Store API.
#
# The real WooCommerce (bin/lib/vendor.sh: PLAYPAL_WOOCOMMERCE_DIR, else the
# release in ../shared/vendor). Only where neither exists does the site get the
# Store API test double, tests/woocommerce-double, with a warning; the double
# is never linked next to a real WooCommerce.
link_store_plugin() {
	local plugins="$1" woocommerce
	woocommerce="$( woocommerce_dir )"
	if [ -n "$woocommerce" ]; then
		ln -sfn "$woocommerce" "$plugins/woocommerce"
		rm -f "$plugins/woocommerce-double"
	else
		warn_woocommerce_double
		rm -f "$plugins/woocommerce"
		ln -sfn "$ROOT/tests/woocommerce-double" "$plugins/woocommerce-double"
	fi
}

# link_payment_gateway NAME: gives the dev or e2e site's real WooCommerce a
# way to take payment, WooCommerce's Dummy Payments gateway (bin/lib/vendor.sh),
# so an order can be placed end to end; bin/php/provision.php activates and
# enables it. Not for the PHPUnit site, and never in the plugin zip. Without a
# real WooCommerce (the double takes no payment) or without the archive, the
# site has no gateway.
link_payment_gateway() {
	local plugins="$DEV_DIR/sites/$1/wp-content/plugins" gateway=""
	[ -L "$plugins/woocommerce" ] && gateway="$( dummy_gateway_dir )"
	if [ -n "$gateway" ]; then
		ln -sfn "$gateway" "$plugins/woocommerce-gateway-dummy"
	else
		rm -f "$plugins/woocommerce-gateway-dummy"
		[ -L "$plugins/woocommerce" ] && warn "No payment method on the $1 site: $SHARED_VENDOR_DIR/$DUMMY_GATEWAY_ARCHIVE.tar.xz is missing."
	fi
	return 0
}

# use_store_double NAME: gives a site the Store API test double even where a
# WooCommerce exists: for the tests of the double itself (tests/phpunit, group
# woocommerce-double), run on a site of their own.
use_store_double() {
	local plugins="$DEV_DIR/sites/$1/wp-content/plugins"
	rm -f "$plugins/woocommerce"
	ln -sfn "$ROOT/tests/woocommerce-double" "$plugins/woocommerce-double"
}

# One wp-config.php for the shared core; it picks the site from PLAYPAL_SITE.
# Written beside it and moved into place: the core's files may be hard links
# shared with other clones, and an edit in place would change theirs too. The
# temporary name is this process's own: bin/test's second lane provisions the
# zip site while PHPUnit provisions its own, and each rename is whole.
write_core_config() {
	local tmp="$WP_CORE_DIR/wp-config.php.tmp.$BASHPID"
	cat >"$tmp" <<'PHP'
<?php
// Generated by bin/dev-site. Each site's settings live in .dev/sites/<name>/site-config.php.
$playpal_site = getenv( 'PLAYPAL_SITE' ) ?: 'dev';
if ( ! preg_match( '/^[a-z0-9_]+$/', $playpal_site ) ) {
	exit( 'Bad PLAYPAL_SITE' );
}
require dirname( __DIR__ ) . '/sites/' . $playpal_site . '/site-config.php';
// PHP's notices go to .dev/logs, outside any folder the web server reads (README.md, "Web server rules").
define( 'WP_DEBUG_LOG', dirname( __DIR__ ) . '/logs/wp-debug-' . $playpal_site . '.log' );
unset( $playpal_site );

define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
$table_prefix = 'wp_';

define( 'WP_DEBUG', true );
define( 'WP_DEBUG_DISPLAY', false );
define( 'SCRIPT_DEBUG', false );
define( 'WP_ENVIRONMENT_TYPE', 'local' );
// This machine reaches no outside host: no update checks, no cron loopback.
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_AUTO_UPDATE_CORE', false );
define( 'DISABLE_WP_CRON', true );
define( 'FS_METHOD', 'direct' );

if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
PHP
	mv -f "$tmp" "$WP_CORE_DIR/wp-config.php"
}

# start_site NAME PORT: serves a site on 127.0.0.1:PORT with nginx + PHP-FPM
# (web-server.sh), or PHP's built-in server as a loud fallback. PLAYPAL_NODES=2
# (or more): nginx balancing between that many PHP-FPM nodes (nodes.sh).
start_site() {
	local name="$1" port="$2"
	link_site_path "$name" # The link may have been cleared with the temporary folder.
	stop_site "$name" # Today's configuration, never a server left from an older run.
	if [ -n "$( web_server_fallback_reason )" ]; then
		[ "${PLAYPAL_NODES:-1}" -gt 1 ] && die "PLAYPAL_NODES needs nginx and PHP-FPM ($( web_server_fallback_reason ))"
		start_builtin_site "$name" "$port"
	elif [ "${PLAYPAL_NODES:-1}" -gt 1 ]; then
		start_nodes_site "$name" "$port" "$PLAYPAL_NODES"
	else
		start_nginx_site "$name" "$port"
	fi
}

# stop_site NAME: stops whichever server serves the site, with its workers.
stop_site() {
	stop_process "$DEV_DIR/sites/$1/apache/apache.session" # bin/test-e2e's Apache, if left running.
	stop_nginx_site "$1"
	stop_nodes_site "$1"
	stop_process "$DEV_DIR/sites/$1/server.pid"
}

# provision_site NAME [--seed]: installs WordPress, activates the plugin, seeds content.
provision_site() {
	local name="$1"
	shift
	PLAYPAL_SITE="$name" php "$ROOT/bin/php/provision.php" --admin-user="$ADMIN_USER" \
		--admin-password="$ADMIN_PASSWORD" "$@" || die "provisioning the $name site failed"
}
