"""The `lithoform` command line."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="lithoform", description="A Magic: The Gathering rules engine.")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)

    demo = commands.add_parser("demo", help="play a short scripted game and print its rule-citing log")
    demo.set_defaults(func=_demo)

    from .carddb.cli import add_cards_parser
    from .rules_text import add_rules_parser

    add_rules_parser(commands)
    add_cards_parser(commands)
    try:
        from .scenario.cli import add_scenario_parser
    except ImportError:  # the scenario runner is optional until it lands
        pass
    else:
        add_scenario_parser(commands)
    return parser


def _demo(args: argparse.Namespace) -> int:
    from .demo import main as demo_main

    return demo_main()


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    return int(args.func(args) or 0)


if __name__ == "__main__":
    sys.exit(main())
