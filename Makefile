# Build, serve and test the Sudoku engine's browser app.
#
#   make build   release wasm -> pkg/ (wasm-bindgen + wasm-opt), and the page's three parts of it
#                (pkg/core/, pkg/logic/, pkg/vision/), the page's bundles in dist/ (esbuild)
#                and the service worker's build id
#   make package the drop-in package for site owners: dist/package/ and its npm tarball in dist/
#   make serve   build, then serve the repository root on http://$(HOST):$(PORT)/
#   make test    rustfmt and clippy, cargo tests (native, then the wasm exports in Node), the JS
#                API tests in Node, then the browser tests in Chromium
#   make bench   criterion benchmarks (native) and the logical solver on the SE-rated set, then pkg/
#                against the `sudoku` crate as wasm in Node, the target score and the logical solver
#                in wasm, and the page load in Chromium
#
# Every target installs what it needs on a fresh Debian machine (rustup target, the pinned
# wasm-bindgen CLI, npm packages, Chromium).

SHELL := /bin/bash
.SHELLFLAGS := -euo pipefail -c
export PATH := $(HOME)/.cargo/bin:$(PATH)

HOST ?= 127.0.0.1
PORT ?= 8000
CRATE := sudoku_engine
WASM_TARGET := wasm32-unknown-unknown
WASM := target/$(WASM_TARGET)/release/$(CRATE).wasm
# pkg/ (the default features) is the JS API. The page loads it in three parts, each when first
# needed: pkg/core/ (no features: the solver and the target search) at once, pkg/logic/ (the
# logical solver and the generator) once the page is ready, pkg/vision/ (the photo reader) when a
# photo is first read. Each part is built into a target directory of its own, so that the builds
# do not undo each other's caches.
PARTS := core logic vision
PART_FEATURES_core :=
PART_FEATURES_logic := logic
PART_FEATURES_vision := vision
part_build = cargo build --release --target $(WASM_TARGET) --lib --no-default-features \
	$(if $(PART_FEATURES_$(1)),--features $(PART_FEATURES_$(1))) --target-dir target/$(1)
# The gzipped size each wasm must stay within (issue 18: the first load; issue 33: the photo reader).
BUDGET_core := 65536
BUDGET_vision := 307200
CHROMIUM ?= /usr/bin/chromium
WASM_OPT = node_modules/.bin/wasm-opt -O3 --enable-bulk-memory --enable-nontrapping-float-to-int \
	--enable-sign-ext --enable-mutable-globals --enable-reference-types --enable-multivalue --strip-debug
# The `sudoku` crate as wasm, the yardstick for benches/wasm.mjs (never part of the app).
YARDSTICK := target/wasm-yardstick

# The wasm-bindgen CLI must match the library version in Cargo.lock exactly.
WBG_VERSION = $(shell awk '/^name = "wasm-bindgen"$$/ { getline; gsub(/[^0-9.]/, ""); print; exit }' Cargo.lock)

# What index.html loads: www/'s page module and engine worker, each bundled with what it
# imports into one file, and the styles beside them, at the same places under dist/ as under www/
# (the element finds its stylesheet and worker from its entry module, www/sudoku-solver.js). Embedding pages load www/ itself: plain ES modules. What the bundles import only
# when first needed (the page's step texts, the worker's full package) comes as chunks of its own
# in dist/chunks/, off the first load.
DIST_FILES = dist/app.js dist/engine/worker.js dist/app.css dist/sudoku-solver.css
# Nearly every function in the bundles runs at load: V8's compile hint has them all compiled while
# the file downloads, off the main thread, not one by one at their first call. Other engines read
# it as a plain comment.
BUNDLE = node_modules/.bin/esbuild --bundle --format=esm --splitting --chunk-names=chunks/[name]-[hash] --outdir=dist --outbase=www \
	--log-level=warning --banner:js='//\# allFunctionsCalledOnLoad'

# Files the service worker precaches; their content hash names its cache. www/app.js and app.css
# reach the page only through dist/.
APP_FILES = index.html manifest.webmanifest examples/embed.html examples/embed.css examples/embed.js \
	$(filter-out www/app.%,$(sort $(wildcard www/*.js www/*.css www/*/*.js www/*/*/*.js))) $(sort $(wildcard icons/*.png)) \
	$(DIST_FILES) $(foreach part,$(PARTS),pkg/$(part)/$(CRATE).js pkg/$(part)/$(CRATE)_bg.wasm)

.PHONY: build package serve test test-rust test-wasm test-node test-browser bench bench-native bench-wasm bench-page \
	yardstick tools wasm-target wasm-bindgen-cli chromium

# The wasm-bindgen CLI, when missing, is installed while the wasm builds run (see
# wasm-bindgen-cli); the recipe waits for it before running it. The release profile's last step
# (LTO in one codegen unit) runs on one core, so the builds run in two lines at once: the full
# build and the small ones, the logical solver's and the rest. Each size is printed, and a wasm
# beyond its budget fails the build.
build: wasm-target node_modules/.package-lock.json
	@$(MAKE) --no-print-directory wasm-bindgen-cli & installer=$$!; \
	{ cargo build --release --target $(WASM_TARGET) --lib && $(call part_build,core); } & full=$$!; \
	{ $(call part_build,logic) && $(call part_build,vision); } & parts=$$!; \
	built=0; wait $$full || built=1; wait $$parts || built=1; \
	wait $$installer; exit $$built
	rm -rf pkg/snippets $(PARTS:%=pkg/%/snippets) dist/chunks # the tools add to them and never remove an old build's files
	wasm-bindgen --target web --out-dir pkg $(WASM)
	for part in $(PARTS); do wasm-bindgen --target web --out-dir pkg/$$part target/$$part/$(WASM_TARGET)/release/$(CRATE).wasm; done
	@pids=(); for wasm in pkg/$(CRATE)_bg.wasm $(PARTS:%=pkg/%/$(CRATE)_bg.wasm); do \
		echo "$(WASM_OPT) $$wasm -o $$wasm"; $(WASM_OPT) $$wasm -o $$wasm & pids+=($$!); done; \
	for pid in "$${pids[@]}"; do wait $$pid; done
	$(BUNDLE) $(DIST_FILES:dist/%=www/%)
	node tools/write-pkg-meta.mjs $(APP_FILES)
	@for wasm in pkg/$(CRATE)_bg.wasm $(PARTS:%=pkg/%/$(CRATE)_bg.wasm); do \
		printf '%s: %s bytes, %s gzipped\n' $$wasm "$$(wc -c < $$wasm)" "$$(gzip -9c $$wasm | wc -c)"; done
	@$(foreach part,core vision,size=$$(gzip -9c pkg/$(part)/$(CRATE)_bg.wasm | wc -c); \
		if [ $$size -gt $(BUDGET_$(part)) ]; then \
			echo "make: pkg/$(part)/ is $$size bytes gzipped, beyond its budget of $(BUDGET_$(part))"; exit 1; fi;)

# The drop-in package for site owners (embed/README.md is its README): the element bundled with
# its worker, stylesheet and wasm, its types and licences in dist/package/, packed by npm into
# dist/sudoku-solver-element-<version>.tgz.
package: build
	node tools/build-package.mjs
	rm -f dist/sudoku-solver-element-*.tgz
	cd dist/package && npm pack --pack-destination .. --loglevel=warn

# tools/serve.py prints the URL it serves on: PORT, or the next free port when PORT is taken.
serve: build
	@python3 tools/serve.py $(HOST) $(PORT)

test: test-rust test-wasm test-node test-browser

# Formatting, lints and the API docs' links first (cheap, and they name the problem), then the
# tests. rustfmt and clippy come with rustup's default profile; a toolchain without them says so
# and goes on.
test-rust:
	if cargo fmt --version >/dev/null 2>&1; then cargo fmt --check; else echo 'rustfmt not installed: format not checked'; fi
	if cargo clippy --version >/dev/null 2>&1; then cargo clippy --all-targets --profile ci -- -D warnings; \
		else echo 'clippy not installed: lints not checked'; fi
	RUSTDOCFLAGS='-D warnings' cargo doc --no-deps --lib
	cargo test --profile ci

# Only tests/wasm.rs: the other tests use native-only dev-dependencies. The runner is
# wasm-bindgen-test-runner (.cargo/config.toml), which runs the tests in Node.
test-wasm: tools
	cargo test --profile ci --target $(WASM_TARGET) --test wasm

test-node: build
	node --test tests/node/

test-browser: build package chromium
	node --test --test-concurrency=1 tests/browser/

bench: bench-native bench-wasm bench-page

bench-native:
	cargo bench --bench solve
	cargo bench --bench target
	cargo bench --bench logic
	cargo bench --bench vision

bench-wasm: build yardstick
	node benches/wasm.mjs
	node benches/target-wasm.mjs
	node benches/logic-wasm.mjs
	node benches/vision-wasm.mjs

bench-page: build chromium
	node benches/page.mjs
	node benches/vision-screenshots.mjs
	node benches/photo-page.mjs

yardstick: tools
	cargo build --release --target $(WASM_TARGET) --manifest-path benches/wasm-yardstick/Cargo.toml \
		--target-dir $(YARDSTICK)/cargo
	wasm-bindgen --target web --out-dir $(YARDSTICK)/pkg \
		$(YARDSTICK)/cargo/$(WASM_TARGET)/release/wasm_yardstick.wasm
	$(WASM_OPT) $(YARDSTICK)/pkg/wasm_yardstick_bg.wasm -o $(YARDSTICK)/pkg/wasm_yardstick_bg.wasm

tools: wasm-target wasm-bindgen-cli node_modules/.package-lock.json

wasm-target:
	@rustup target list --installed | grep -qx $(WASM_TARGET) || rustup target add $(WASM_TARGET)

Cargo.lock:
	cargo generate-lockfile

# A tool run for a fraction of a second per build: compiled without LTO, in 16 codegen units, at
# opt-level 1 (a fifth of the release profile's compile time; its output is byte for byte the
# same), in its own target directory so that it does not wait for the crate's builds' lock.
wasm-bindgen-cli: Cargo.lock
	@if [ "$$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $(WBG_VERSION)" ]; then \
		echo "make: installing wasm-bindgen-cli $(WBG_VERSION) (once, a few minutes; the wasm builds run meanwhile)"; \
		CARGO_PROFILE_RELEASE_LTO=false CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 CARGO_PROFILE_RELEASE_OPT_LEVEL=1 \
		CARGO_TARGET_DIR=target/wasm-bindgen-cli cargo install --quiet wasm-bindgen-cli --version $(WBG_VERSION) && \
		echo "make: wasm-bindgen-cli $(WBG_VERSION) installed"; \
	fi

node_modules/.package-lock.json: package.json package-lock.json
	npm ci --no-audit --no-fund
	@touch $@

chromium:
	@[ -x $(CHROMIUM) ] || (apt-get update && apt-get install -y chromium fonts-wqy-microhei)
