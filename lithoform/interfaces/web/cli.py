"""`lithoform serve`: the browser interface on a local web server."""

from __future__ import annotations

import argparse
import sys

from lithoform.play.agents import AGENTS


def add_serve_parser(commands: argparse._SubParsersAction) -> None:
    p = commands.add_parser("serve", help="play, replay and step through scenarios in the browser")
    p.add_argument("--host", default="127.0.0.1",
                   help="the address to bind (default 127.0.0.1: this machine only)")
    p.add_argument("--port", type=int, default=8765, help="the port (default 8765; 0: any free port)")
    p.add_argument("--agent", choices=sorted(AGENTS), default="heuristic",
                   help="the default opponent of a new game (the page can choose another)")
    p.add_argument("--log-level", default="warning", choices=["critical", "error", "warning", "info", "debug"],
                   help="the server's log level (default warning)")
    p.set_defaults(func=_serve_command)


def _serve_command(args: argparse.Namespace) -> int:
    try:
        import uvicorn

        from lithoform.interfaces.web.app import create_app
    except ImportError as e:  # the optional extra is missing: say how to get it
        print(f"lithoform serve needs the web extra ({e.name} is missing): pip install 'lithoform[web]'",
              file=sys.stderr)
        return 2
    if not 0 <= args.port <= 65535:
        print(f"lithoform serve: --port {args.port} is not a port (0 to 65535)", file=sys.stderr)
        return 2
    config = uvicorn.Config(create_app(default_agent=args.agent), host=args.host, port=args.port,
                            log_level=args.log_level, ws="websockets-sansio")
    server = uvicorn.Server(config)
    if args.host not in ("127.0.0.1", "localhost", "::1"):
        print(f"warning: binding {args.host}: other machines can reach this server", file=sys.stderr)

    # The address is printed once the socket is bound (so `--port 0` shows the port it got).
    startup = server.startup

    async def announce(sockets=None) -> None:
        await startup(sockets)
        for s in server.servers:
            for sock in s.sockets:
                host, port = sock.getsockname()[:2]
                shown = f"[{host}]" if ":" in host else host
                print(f"lithoform serve: open http://{shown}:{port}/ (Ctrl-C stops)", flush=True)
                return

    server.startup = announce  # type: ignore[method-assign]
    server.run()
    return 0
