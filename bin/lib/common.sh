# Shared helpers for bin/* scripts. Source it; it sets ROOT and a few paths.
# shellcheck shell=bash

ROOT="$( cd "$( dirname "${BASH_SOURCE[0]}" )/../.." && pwd )"
DEV_DIR="$ROOT/.dev"          # runtime state: database files, sites, logs (git-ignored)
CACHE_DIR="$ROOT/.cache"      # downloaded packages, reusable across runs (git-ignored)
WP_CORE_DIR="$DEV_DIR/wordpress"
LOG_DIR="$DEV_DIR/logs"
DB_PORT="${PLAYPAL_DB_PORT:-33061}"
DB_SOCKET="$DEV_DIR/mysql/mysqld.sock"

mkdir -p "$DEV_DIR" "$CACHE_DIR" "$LOG_DIR"

log() { printf '\033[1;34m==>\033[0m %s %s\n' "$( date +%H:%M:%S )" "$*" >&2; }
warn() { printf '\033[1;33mwarning:\033[0m %s\n' "$*" >&2; }
die() { printf '\033[1;31merror:\033[0m %s\n' "$*" >&2; exit 1; }

# Debian packages the project needs on the machine. Installed when running as
# root; otherwise the exact command is printed and the script stops.
REQUIRED_DEBS=(
	mariadb-server mariadb-client
	php-cli php-mysql php-gd php-curl php-zip php-mbstring php-xml php-intl
	# The emoji font: avatars and the chooser draw children as emoji (Chromium shows boxes without it).
	chromium fonts-dejavu-core fonts-noto-color-emoji
	gettext zip unzip composer
	# php8.2-fpm, not the php-fpm metapackage: the machine image has only the former.
	nginx php8.2-fpm apache2 redis-server php-redis
)

# Extra arguments name packages one script alone needs (a bench's proxy).
missing_debs() {
	local pkg missing=()
	for pkg in "${REQUIRED_DEBS[@]}" "$@"; do
		dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed' || missing+=( "$pkg" )
	done
	echo "${missing[@]:-}"
}

# Extra arguments: packages the calling script needs besides REQUIRED_DEBS.
ensure_debian_packages() {
	local missing
	# Node.js 20+ with npm is part of the machine image (Debian's own is too old
	# for @wordpress/scripts), so it is checked, not installed.
	command -v node >/dev/null && command -v npm >/dev/null \
		|| die "Node.js 20.19+ with npm is required (node and npm on PATH)."
	missing="$( missing_debs "$@" )"
	[ -z "$missing" ] && return 0
	if [ "$( id -u )" -ne 0 ]; then
		die "missing Debian packages. Run: sudo apt-get update && sudo apt-get install -y --no-install-recommends $missing"
	fi
	log "Installing Debian packages: $missing"
	export DEBIAN_FRONTEND=noninteractive
	apt-get update -qq >"$LOG_DIR/apt-update.log" 2>&1 || die "apt-get update failed (see $LOG_DIR/apt-update.log)"
	# shellcheck disable=SC2086
	apt-get install -y -qq --no-install-recommends $missing >"$LOG_DIR/apt-install.log" 2>&1 \
		|| die "apt-get install failed (see $LOG_DIR/apt-install.log)"
}

# npm and Composer dependencies, installed only when their manifests changed.
ensure_project_dependencies() {
	local stamp="$CACHE_DIR/deps.stamp" sum
	sum="$( cat "$ROOT/package.json" "$ROOT/package-lock.json" "$ROOT/composer.json" 2>/dev/null | sha256sum | cut -d' ' -f1 )"
	if [ -d "$ROOT/node_modules" ] && [ -d "$ROOT/vendor" ] && [ "$( cat "$stamp" 2>/dev/null )" = "$sum" ]; then
		return 0
	fi
	log "Installing npm dependencies"
	# npm install, not npm ci: the registry copy reachable here omits other
	# platforms' optional packages from the lock file, which npm ci rejects.
	( cd "$ROOT" && npm install --no-audit --no-fund --loglevel=error >"$LOG_DIR/npm.log" 2>&1 ) \
		|| die "npm ci failed (see $LOG_DIR/npm.log)"
	log "Installing Composer dependencies"
	( cd "$ROOT" && COMPOSER_NO_INTERACTION=1 composer install --no-progress --quiet >"$LOG_DIR/composer.log" 2>&1 ) \
		|| die "composer install failed (see $LOG_DIR/composer.log)"
	echo "$sum" >"$stamp"
}

# Builds the JavaScript bundle when a source file is newer than the build.
ensure_build() {
	if [ -f "$ROOT/build/index.asset.php" ] && [ -z "$( find "$ROOT/src" "$ROOT/package.json" "$ROOT/webpack.config.js" -newer "$ROOT/build/index.asset.php" -print -quit )" ]; then
		return 0
	fi
	log "Building the JavaScript bundle"
	( cd "$ROOT" && npx wp-scripts build >"$LOG_DIR/build.log" 2>&1 ) || die "build failed (see $LOG_DIR/build.log)"
}

# has_catalogue_specs: whether tests/e2e/catalogue/ holds a spec. bin/test-e2e
# runs its catalogue phase, and bin/test counts that phase's report, only then.
has_catalogue_specs() {
	[ -n "$( find "$ROOT/tests/e2e/catalogue" -name '*.spec.ts' -print -quit 2>/dev/null )" ]
}

# Waits until a TCP port answers, or fails after the given number of seconds.
wait_for_port() {
	local port="$1" seconds="${2:-30}" i
	for (( i = 0; i < seconds * 10; i++ )); do
		( exec 3<>"/dev/tcp/127.0.0.1/$port" ) 2>/dev/null && return 0
		sleep 0.1
	done
	return 1
}
