# Build, serve and test the Sudoku engine's browser app.
#
#   make build   release wasm -> pkg/ (wasm-bindgen + wasm-opt) and the service worker's build id
#   make serve   build, then serve the repository root on http://$(HOST):$(PORT)/
#   make test    cargo tests, then the JS API tests in Node, then the browser tests in Chromium
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
CHROMIUM ?= /usr/bin/chromium

# The wasm-bindgen CLI must match the library version in Cargo.lock exactly.
WBG_VERSION = $(shell awk '/^name = "wasm-bindgen"$$/ { getline; gsub(/[^0-9.]/, ""); print; exit }' Cargo.lock)

# Files the service worker precaches; their content hash names its cache.
APP_FILES = index.html manifest.webmanifest examples/embed.html examples/embed.css examples/embed.js $(sort $(wildcard www/*.js www/*.css icons/*.png)) \
	pkg/$(CRATE).js pkg/$(CRATE)_bg.wasm

.PHONY: build serve test test-rust test-node test-browser tools wasm-target wasm-bindgen-cli chromium

build: tools
	cargo build --release --target $(WASM_TARGET) --lib
	wasm-bindgen --target web --out-dir pkg $(WASM)
	node_modules/.bin/wasm-opt -O3 --enable-bulk-memory --enable-nontrapping-float-to-int \
		--enable-sign-ext --enable-mutable-globals --enable-reference-types --enable-multivalue --strip-debug \
		pkg/$(CRATE)_bg.wasm -o pkg/$(CRATE)_bg.wasm
	node tools/write-pkg-meta.mjs $(APP_FILES)
	@printf 'pkg/%s_bg.wasm: %s bytes, %s gzipped\n' $(CRATE) \
		"$$(wc -c < pkg/$(CRATE)_bg.wasm)" "$$(gzip -9c pkg/$(CRATE)_bg.wasm | wc -c)"

serve: build
	@echo "Serving the app at http://$(HOST):$(PORT)/  (Ctrl-C to stop)"
	python3 -m http.server $(PORT) --bind $(HOST)

test: test-rust test-node test-browser

test-rust:
	cargo test --release

test-node: build
	node --test tests/node/

test-browser: build chromium
	node --test --test-concurrency=1 tests/browser/

tools: wasm-target wasm-bindgen-cli node_modules/.package-lock.json

wasm-target:
	@rustup target list --installed | grep -qx $(WASM_TARGET) || rustup target add $(WASM_TARGET)

Cargo.lock:
	cargo generate-lockfile

wasm-bindgen-cli: Cargo.lock
	@if [ "$$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $(WBG_VERSION)" ]; then \
		echo "installing wasm-bindgen-cli $(WBG_VERSION)"; \
		cargo install wasm-bindgen-cli --version $(WBG_VERSION); \
	fi

node_modules/.package-lock.json: package.json package-lock.json
	npm ci --no-audit --no-fund
	@touch $@

chromium:
	@[ -x $(CHROMIUM) ] || (apt-get update && apt-get install -y chromium fonts-wqy-microhei)
