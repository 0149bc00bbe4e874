#!/usr/bin/env python3
"""Serves the repository root (the built app) on HOST:PORT for `make serve`.

When PORT is taken it says so and takes the next free port (up to 20 further on), printing the
URL it really serves on, instead of announcing the first and failing with a traceback.
"""
import functools
import http.server
import sys

TRIES = 20


def main():
    host = sys.argv[1] if len(sys.argv) > 1 else "127.0.0.1"
    port = int(sys.argv[2]) if len(sys.argv) > 2 else 8000
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=".")
    for candidate in range(port, port + TRIES + 1):
        try:
            server = http.server.ThreadingHTTPServer((host, candidate), handler)
        except OSError:
            print(f"Port {candidate} is in use.", flush=True)
            continue
        print(f"Serving the app at http://{host}:{candidate}/  (Ctrl-C to stop)", flush=True)
        with server:
            try:
                server.serve_forever()
            except KeyboardInterrupt:
                pass
        return 0
    print(f"No free port from {port} to {port + TRIES}: set PORT=<free port>.", file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())
